import {
  base64urlToBytes,
  bytesToBase64url,
  generateServerKeyPair,
  serverKeyPairFromPrivateKey,
  type ServerKeyPair,
} from '@console/core';
import type { Kysely } from 'kysely';
import { ConfigError } from '../config.js';
import type { Database } from '../db/schema.js';

/** system_meta row holding the payload key; the private key is stored base64url, like the env override. */
export const PAYLOAD_KEY_META = 'payload_private_key';

function pairFromText(text: string): ServerKeyPair | undefined {
  try {
    return serverKeyPairFromPrivateKey(base64urlToBytes(text.trim()));
  } catch {
    return undefined;
  }
}

async function readStored(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('system_meta')
    .select('value')
    .where('key', '=', PAYLOAD_KEY_META)
    .executeTakeFirst();
  return row?.value;
}

/**
 * The server's payload key: the PAYLOAD_PRIVATE_KEY override when given, else the stored one, else a
 * new one. Creation is insert-if-absent then re-read, so instances starting together on one database
 * all end up with the first writer's key.
 */
export async function loadPayloadKey(db: Kysely<Database>, override?: string): Promise<ServerKeyPair> {
  if (override) {
    const pair = pairFromText(override);
    if (pair) return pair;
    throw new ConfigError('PAYLOAD_PRIVATE_KEY 必须是 32 字节 X25519 私钥的 base64url 编码（43 个字符）');
  }
  let stored = await readStored(db);
  if (stored === undefined) {
    await db
      .insertInto('system_meta')
      .values({
        key: PAYLOAD_KEY_META,
        value: bytesToBase64url(generateServerKeyPair().privateKey),
        update_time: Math.floor(Date.now() / 1000),
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    stored = await readStored(db);
  }
  const pair = stored === undefined ? undefined : pairFromText(stored);
  // Regenerating silently would orphan every open page's key; an operator must look at this.
  if (!pair) throw new Error(`system_meta.${PAYLOAD_KEY_META} is missing or not a 32-byte base64url key`);
  return pair;
}
