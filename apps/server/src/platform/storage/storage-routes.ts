import fastifyMultipart from '@fastify/multipart';
import { DOCUMENT_LIMIT_BYTES } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { FileStore } from './file-store.js';
import { kvRoutes } from './kv-routes.js';
import { ossRoutes } from './oss-routes.js';

/** Leftover .part files older than this came from a crashed process, not a running upload. */
const STALE_TEMP_MS = 60 * 60 * 1000;

/** File uploads (two-step, content-addressed) and per-user key/value settings. */
export async function storageRoutes(app: FastifyInstance): Promise<void> {
  // Registered in this plugin's scope only: multipart bodies are accepted nowhere else.
  await app.register(fastifyMultipart, {
    limits: {
      // One byte past the largest limit, so our per-type check answers first with its own message.
      fileSize: DOCUMENT_LIMIT_BYTES + 1,
      files: 1,
      fields: 4,
      fieldSize: 1024,
      parts: 6,
    },
  });
  const store = new FileStore(app.config.dataDir);
  app.addHook('onReady', async () => store.sweepTemporary(STALE_TEMP_MS));
  await app.register(ossRoutes, { store });
  await app.register(kvRoutes);
}
