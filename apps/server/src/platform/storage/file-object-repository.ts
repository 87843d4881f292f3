import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface FileObjectRecord {
  hash: string;
  ext: string;
  size: number;
  mime: string;
  namespace: string;
  merchantId: number;
  managerId: number;
}

/** Records stored content once: the first uploader's row stays, a repeat upload changes nothing. */
export async function recordFileObject(
  db: Kysely<Database>,
  file: FileObjectRecord,
  now: number,
): Promise<void> {
  await db
    .insertInto('file_object')
    .values({
      hash: file.hash,
      ext: file.ext,
      size: file.size,
      mime: file.mime,
      namespace: file.namespace,
      merchant_id: file.merchantId,
      manager_id: file.managerId,
      create_time: now,
    })
    .onConflict((oc) => oc.columns(['hash', 'ext']).doNothing())
    .execute();
}

export async function findFileObject(
  db: Kysely<Database>,
  hash: string,
  ext: string,
): Promise<{ size: number; mime: string } | undefined> {
  return db
    .selectFrom('file_object')
    .select(['size', 'mime'])
    .where('hash', '=', hash)
    .where('ext', '=', ext)
    .executeTakeFirst();
}
