import { isMerchantOwned, type AnySettings } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface StoredSettings {
  value: Record<string, unknown>;
  update_time: number;
  saved: boolean;
}

/** Who a document belongs to: the owner's id, and the merchant that owns it (itself for a merchant). */
export interface SettingsOwnerRow {
  id: number;
  merchant_id: number;
}

/**
 * Where an owner kind's documents live: a lot's in `park_setting`, a merchant's (own or named) in
 * `merchant_setting`, a charging station's in `energy_station_setting`.
 */
async function storedRow(db: Kysely<Database>, settings: AnySettings, ownerId: number) {
  if (isMerchantOwned(settings.owner)) {
    return db
      .selectFrom('merchant_setting')
      .select(['value_json', 'update_time'])
      .where('merchant_id', '=', ownerId)
      .where('kind', '=', settings.kind)
      .executeTakeFirst();
  }
  if (settings.owner === 'station') {
    return db
      .selectFrom('energy_station_setting')
      .select(['value_json', 'update_time'])
      .where('station_id', '=', ownerId)
      .where('kind', '=', settings.kind)
      .executeTakeFirst();
  }
  return db
    .selectFrom('park_setting')
    .select(['value_json', 'update_time'])
    .where('park_id', '=', ownerId)
    .where('kind', '=', settings.kind)
    .executeTakeFirst();
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
  const row = await storedRow(db, settings, ownerId);
  const stored = row ? (JSON.parse(row.value_json) as Record<string, unknown>) : {};
  const value: Record<string, unknown> = {};
  for (const key of Object.keys(settings.defaults)) value[key] = stored[key] ?? settings.defaults[key];
  return { value, update_time: row?.update_time ?? 0, saved: Boolean(row) };
}

/**
 * Creates the owner's document on its first save and replaces it afterwards, in one statement
 * (unique owner + kind), so two first saves at once cannot both insert. Runs in the caller's
 * transaction, beside the audit row.
 */
export async function writeSettings(
  db: Kysely<Database>,
  settings: AnySettings,
  owner: SettingsOwnerRow,
  value: Record<string, unknown>,
  now: number,
): Promise<void> {
  const json = JSON.stringify(value);
  const document = { kind: settings.kind, value_json: json, update_time: now };
  const replace = { value_json: json, update_time: now };
  if (isMerchantOwned(settings.owner)) {
    await db
      .insertInto('merchant_setting')
      .values({ merchant_id: owner.id, ...document })
      .onConflict((oc) => oc.columns(['merchant_id', 'kind']).doUpdateSet(replace))
      .execute();
    return;
  }
  if (settings.owner === 'station') {
    await db
      .insertInto('energy_station_setting')
      .values({ merchant_id: owner.merchant_id, station_id: owner.id, ...document })
      .onConflict((oc) => oc.columns(['station_id', 'kind']).doUpdateSet(replace))
      .execute();
    return;
  }
  await db
    .insertInto('park_setting')
    .values({ merchant_id: owner.merchant_id, park_id: owner.id, ...document })
    .onConflict((oc) => oc.columns(['park_id', 'kind']).doUpdateSet(replace))
    .execute();
}
