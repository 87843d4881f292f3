import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '../http/error-handler.js';

/**
 * Serves the built web app on the API's port. Hashed assets are cached for a year; index.html never,
 * so a deploy is picked up on the next navigation. Unknown non-API paths get index.html (the SPA
 * decides what a path means); unknown /api paths and missing files stay JSON 404s in the envelope.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (!hasWeb) {
    app.log.warn({ webDist }, 'web app not built; serving the API only');
  } else {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/');
    // A missing asset must fail as a 404, not parse index.html as a script chunk.
    const isFile = /\.[a-z0-9]+$/i.test(url);
    if (!hasWeb || isApi || isFile || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendNotFound(request, reply);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
  });
}
