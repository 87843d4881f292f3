import { LOT_SETTING_KINDS, type LotSettingKindName } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The stored document over the defaults: a key added to a kind later reads its default until saved. */
export async function readLotSetting(db: Kysely<Database>, parkId: number, kind: LotSettingKindName) {
  const row = await db
    .selectFrom('park_setting')
    .select(['value_json', 'update_time'])
    .where('park_id', '=', parkId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  const defaults = LOT_SETTING_KINDS[kind].defaults;
  const stored = row ? (JSON.parse(row.value_json) as Record<string, unknown>) : {};
  const value: Record<string, unknown> = {};
  for (const key of Object.keys(defaults)) value[key] = stored[key] ?? defaults[key as keyof typeof defaults];
  return { value, update_time: row?.update_time ?? 0, saved: Boolean(row) };
}

/** Inserts or replaces one lot's document of a kind (unique park_id + kind), inside the caller's transaction. */
export async function writeLotSetting(
  db: Kysely<Database>,
  park: { id: number; merchant_id: number },
  kind: LotSettingKindName,
  value: Record<string, unknown>,
  now: number,
): Promise<void> {
  const json = JSON.stringify(value);
  const updated = await db
    .updateTable('park_setting')
    .set({ value_json: json, update_time: now })
    .where('park_id', '=', park.id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('park_setting')
    .values({ merchant_id: park.merchant_id, park_id: park.id, kind, value_json: json, update_time: now })
    .execute();
}
