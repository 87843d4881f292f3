import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface UploadGrant {
  managerId: number;
  merchantId: number;
  namespace: string;
  contentHash: string;
  ext: string;
  kind: UploadKind;
}

/** Which widget asks: the image box (1 MiB) or the document upload (20,000,000 bytes, images too). */
export type UploadKind = 'image' | 'document';

export async function insertUploadToken(
  db: Kysely<Database>,
  tokenHash: string,
  grant: UploadGrant,
  now: number,
  ttlSeconds: number,
): Promise<void> {
  await db
    .insertInto('upload_token')
    .values({
      token_hash: tokenHash,
      manager_id: grant.managerId,
      merchant_id: grant.merchantId,
      namespace: grant.namespace,
      content_hash: grant.contentHash,
      ext: grant.ext,
      kind: grant.kind,
      create_time: now,
      expire_time: now + ttlSeconds,
    })
    .execute();
}

/**
 * Spends a token of this manager that is unused and unexpired; answers what it grants, or undefined.
 * The conditional UPDATE is the whole check, so two requests racing on one token cannot both win,
 * and somebody else's token is neither usable nor spent.
 */
export async function consumeUploadToken(
  db: Kysely<Database>,
  tokenHash: string,
  managerId: number,
  now: number,
): Promise<UploadGrant | undefined> {
  const result = await db
    .updateTable('upload_token')
    .set({ used_time: now })
    .where('token_hash', '=', tokenHash)
    .where('manager_id', '=', managerId)
    .where('used_time', '=', 0)
    .where('expire_time', '>', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  const row = await db
    .selectFrom('upload_token')
    .select(['manager_id', 'merchant_id', 'namespace', 'content_hash', 'ext', 'kind'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirstOrThrow();
  return {
    managerId: row.manager_id,
    merchantId: row.merchant_id,
    namespace: row.namespace,
    contentHash: row.content_hash,
    ext: row.ext,
    kind: row.kind === 'document' ? 'document' : 'image',
  };
}

/** Tokens are worthless an hour after expiry; deleting them keeps the table at minutes of traffic. */
export async function purgeUploadTokens(db: Kysely<Database>, before: number): Promise<void> {
  await db.deleteFrom('upload_token').where('expire_time', '<', before).execute();
}
