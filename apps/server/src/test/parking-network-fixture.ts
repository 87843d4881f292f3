import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { nowSeconds } from '../lib/clock.js';

type Db = Kysely<Database>;
let serial = 0;

/** A surveyed lot waiting for audit, collected by a tenant's field staff (深圳南山). */
export async function createCollection(
  db: Db,
  merchantId: number,
  values: Partial<{ name: string; status: number; area_code: string; total_spaces: number }> = {},
): Promise<number> {
  serial += 1;
  const row = await db
    .insertInto('park_collection')
    .values({
      merchant_id: merchantId,
      name: values.name ?? `采集车场${process.pid}-${serial}`,
      area_code: values.area_code ?? '440305',
      address: '深圳市南山区科技园科苑路15号',
      location: '22.540503,113.934528',
      total_spaces: values.total_spaces ?? 180,
      entrance_photo: null,
      site_photo: null,
      collector_name: '李采集',
      collector_mobile: '13800138000',
      collect_time: nowSeconds() - 3600,
      status: values.status ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function createSoftware(db: Db, merchantId: number, status = 1): Promise<number> {
  serial += 1;
  const now = nowSeconds();
  const row = await db
    .insertInto('park_software')
    .values({
      merchant_id: merchantId,
      name: `测试停车软件${serial}`,
      vendor: '测试厂商',
      version: `V${serial}.0`,
      protocol: 'http',
      status,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
