import type { Insertable, Kysely } from 'kysely';
import type { BonusGrantTable } from '../../db/schema-bonus.js';
import type { Database } from '../../db/schema.js';
import { bonusAclResource, bonusEventResource, bonusGrantResource, PLATE_PROVINCES } from '@console/core';
import { insertDemoRow, insertDemoRows } from '../demo-rows.js';
import { Prng, seedOf } from './prng.js';
import { seedPacketCoupons } from './seed-bonus-coupons.js';

type Db = Kysely<Database>;
const DAY_S = 86_400;
// A few lots are enough to show every state without slowing a benchmark-sized seed.
const PARK_LIMIT = 8;
const SHOPS = [
  ['4403000101', '星巴克（万象城店）'],
  ['4403000102', '优衣库（万象城店）'],
  ['4403000103', '海底捞（万象城店）'],
] as const;
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

function plateOf(prng: Prng): string {
  const province = prng.chance(0.7) ? '粤' : prng.pick([...PLATE_PROVINCES]);
  return `${province}${prng.pick([...LETTERS])}${String(prng.int(10_000, 99_999))}`;
}

/**
 * Each of the first lots gets a running fixed ¥2 activity handed out by two shops, a random ¥1-¥5
 * one that starts next week and one that ended last month; counters match the packets written, and
 * the packets are coupon grants as 发放红包 writes them (unused, or 已过期 for the ended activity).
 */
export async function seedBonusEvents(db: Db, now: number): Promise<void> {
  const parks = await db
    .selectFrom('park')
    .select(['id', 'merchant_id', 'name'])
    .orderBy('id')
    .limit(PARK_LIMIT)
    .execute();
  const prng = new Prng(seedOf('bonus-events'));
  for (const [p, park] of parks.entries()) {
    const base = { merchant_id: Number(park.merchant_id), park_id: Number(park.id) };
    // The counters are set from the packets written below.
    const stamp = {
      create_time: now - 20 * DAY_S,
      update_time: now - 20 * DAY_S,
      granted_count: 0,
      granted_amount: 0,
    };
    const [running, , ended] = await insertDemoRows(
      db,
      bonusEventResource,
      [
        {
          ...base,
          ...stamp,
          name: '商场消费满 100 元送停车红包',
          bonus_kind: 1,
          amount: 200,
          min_amount: 0,
          max_amount: 0,
          budget: 100_000,
          per_car_limit: 2,
          start_time: now - 10 * DAY_S,
          end_time: now + 20 * DAY_S,
          enabled: 1,
          description: '商场内消费满 100 元，凭小票在收银台领取停车红包，出场时自动抵扣停车费。',
        },
        {
          ...base,
          ...stamp,
          name: '周年庆随机停车红包',
          bonus_kind: 2,
          amount: 0,
          min_amount: 100,
          max_amount: 500,
          budget: 50_000,
          per_car_limit: 1,
          start_time: now + 7 * DAY_S,
          end_time: now + 14 * DAY_S,
          enabled: 1,
          description: '周年庆期间到店顾客随机领取 1-5 元停车红包。',
        },
        {
          ...base,
          ...stamp,
          name: '国庆假期停车红包',
          bonus_kind: 1,
          amount: 500,
          min_amount: 0,
          max_amount: 0,
          budget: 20_000,
          per_car_limit: 1,
          start_time: now - 60 * DAY_S,
          end_time: now - 30 * DAY_S,
          // Every other lot switched its finished activity off by hand, so both states show.
          enabled: p % 2,
          description: '国庆假期到场车辆每车领取 5 元停车红包。',
        },
      ],
      now,
    );
    for (const event of [running, ended]) {
      if (!event) continue;
      const eventId = event;
      const amount = event === running ? 200 : 500;
      const shops = event === running ? SHOPS.slice(0, 2) : SHOPS.slice(2);
      const grants: Insertable<BonusGrantTable>[] = [];
      for (const [s, [issuerNo, issuerName]] of shops.entries()) {
        const aclId = await insertDemoRow(
          db,
          bonusAclResource,
          {
            ...base,
            create_time: stamp.create_time,
            update_time: stamp.update_time,
            event_id: eventId,
            issuer_no: issuerNo,
            issuer_name: issuerName,
            quota: 200,
            granted_count: 0,
            expire_time: now + (event === running ? 30 : -30) * DAY_S,
            status: 1,
          },
          now,
        );
        const count = prng.int(3, 12);
        for (let i = 0; i < count; i += 1) {
          grants.push({
            ...base,
            event_id: eventId,
            acl_id: aclId,
            // Shorter than an issued packet's number (HB + seconds + 9 digits), so the two never meet.
            grant_no: `HB${String(eventId).padStart(6, '0')}${s}${String(i).padStart(3, '0')}`,
            plate: plateOf(prng),
            amount,
            issuer_no: issuerNo,
            issuer_name: issuerName,
            create_time: now - (event === running ? prng.int(600, 9 * DAY_S) : prng.int(31, 59) * DAY_S),
          });
        }
        await db.updateTable('bonus_acl').set({ granted_count: count }).where('id', '=', aclId).execute();
      }
      await insertDemoRows(db, bonusGrantResource, grants, now);
      await db
        .updateTable('bonus_event')
        .set({ granted_count: grants.length, granted_amount: grants.length * amount })
        .where('id', '=', eventId)
        .execute();
      await seedPacketCoupons(db, eventId, now);
    }
  }
}
