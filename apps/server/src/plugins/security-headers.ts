import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The security headers of every answer, pages and API alike, errors included (issue 12). Registered
 * before the auth hook: helmet writes its headers in an onRequest hook, and a hook that throws first
 * (401, 403, 429) would otherwise answer without them. Signed-in API answers are never stored by a
 * browser or a proxy; public ones are not either unless their route says otherwise.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // antd injects its CSS-in-JS as <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Plain-HTTP intranet deployments must keep working (ARCHITECTURE section 3).
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api')) return;
    const signedIn = request.auth !== null || request.headers.authorization !== undefined;
    if (signedIn || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
