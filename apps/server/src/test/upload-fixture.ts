import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/clock.js';
import { recordFileObject } from '../platform/storage/file-object-repository.js';
import { FileStore } from '../platform/storage/file-store.js';
import { linkOf } from '../platform/storage/upload-service.js';

/**
 * A file stored as an account's upload would be: its bytes in the content-addressed store and its
 * file record. Answers the link a form sends (file_url).
 */
export async function storeUpload(
  app: FastifyInstance,
  data: Buffer,
  owner: { merchantId: number; managerId: number },
  ext = 'csv',
): Promise<string> {
  const hash = createHash('sha256').update(data).digest('hex');
  const file = new FileStore(app.config.dataDir).pathOf(hash, ext);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
  await recordFileObject(
    app.db,
    { hash, ext, size: data.length, mime: 'text/csv', namespace: 'default', ...owner },
    nowSeconds(),
  );
  return linkOf(hash, ext);
}
