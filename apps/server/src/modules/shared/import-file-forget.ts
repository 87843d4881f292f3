import fs from 'node:fs';
import type { AnyResource } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { FileStore } from '../../platform/storage/file-store.js';

/** Whether an import file of this resource holds secrets (a 子账号 file carries login passwords). */
export function importCarriesSecrets(resource: AnyResource): boolean {
  return Object.values(resource.fields).some((def) => def.kind === 'password');
}

/**
 * Removes an import file that carries secrets once its batch has ended, whatever the ending: the
 * passwords it holds are stored hashed on the accounts, and no one needs the clear text again. The
 * store is content-addressed, so every record of the same bytes goes too (a second upload of the
 * same file is the same secret). Removing a file already gone is fine: a rerun ends here again.
 */
export async function forgetImportFile(
  app: FastifyInstance,
  file: { hash: string; ext: string },
): Promise<void> {
  await app.db.deleteFrom('file_object').where('hash', '=', file.hash).where('ext', '=', file.ext).execute();
  await fs.promises.rm(new FileStore(app.config.dataDir).pathOf(file.hash, file.ext), { force: true });
}
