import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '../http/error-handler.js';

/**
 * Headers that only mean something on a document (or an API answer a page reads). Security headers
 * are set for every answer by the helmet registration in app.ts; a script, style or image drops
 * these again, which keeps each of the sign-in page's requests ~600 bytes lighter. nosniff and
 * Cross-Origin-Resource-Policy stay: they protect the asset itself.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-seqno',
];

/** A static file other than a document: a hashed asset, the favicon, a font. */
export function isStaticAsset(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  return !path.startsWith('/api/') && /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html');
}

/**
 * Serves the built web app on the API's port. Hashed assets are cached for a year; the documents
 * never, so a deploy is picked up on the next navigation. The build writes a brotli copy (quality 11)
 * beside each script and style (`.br`, apps/web/vite.config.ts), served as it is to a browser that
 * accepts br: ~15% fewer bytes than the on-the-fly compression, which must stay fast and so
 * compresses less; any other file or browser still gets that. Two documents: / is the plain sign-in page
 * (index.html), every other page path the console (console.html, whose router decides what the path
 * means), so a deep link never flashes the sign-in card. Unknown /api paths and missing files stay
 * JSON 404s in the envelope.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (!hasWeb) {
    app.log.warn({ webDist }, 'web app not built; serving the API only');
  } else {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.addHook('onSend', async (request, reply) => {
      if (reply.statusCode < 400 && isStaticAsset(request.url)) {
        // helmet writes on the raw response, the request id on the reply: clear both.
        for (const name of DOCUMENT_ONLY_HEADERS) {
          reply.removeHeader(name);
          reply.raw.removeHeader(name);
        }
      }
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
    return reply.header('cache-control', 'no-cache').sendFile('console.html', webDist);
  });
}
