import type { AnySettings } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface StoredSettings {
  value: Record<string, unknown>;
  update_time: number;
  saved: boolean;
}

/**
 * One owner's document over the definition's defaults: a field added later reads its default until
 * the next save, and a key no longer defined is dropped.
 */
export async function readSettings(
  db: Kysely<Database>,
  settings: AnySettings,
  ownerId: number,
): Promise<StoredSettings> {
  const row = await db
    .selectFrom('park_setting')
    .select(['value_json', 'update_time'])
    .where('park_id', '=', ownerId)
    .where('kind', '=', settings.kind)
    .executeTakeFirst();
  const stored = row ? (JSON.parse(row.value_json) as Record<string, unknown>) : {};
  const value: Record<string, unknown> = {};
  for (const key of Object.keys(settings.defaults)) value[key] = stored[key] ?? settings.defaults[key];
  return { value, update_time: row?.update_time ?? 0, saved: Boolean(row) };
}

/**
 * Creates the owner's document on its first save and replaces it afterwards, in one statement
 * (unique park_id + kind), so two first saves at once cannot both insert. Runs in the caller's
 * transaction, beside the audit row.
 */
export async function writeSettings(
  db: Kysely<Database>,
  settings: AnySettings,
  owner: { id: number; merchant_id: number },
  value: Record<string, unknown>,
  now: number,
): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('park_setting')
    .values({
      merchant_id: owner.merchant_id,
      park_id: owner.id,
      kind: settings.kind,
      value_json: json,
      update_time: now,
    })
    .onConflict((oc) => oc.columns(['park_id', 'kind']).doUpdateSet({ value_json: json, update_time: now }))
    .execute();
}
