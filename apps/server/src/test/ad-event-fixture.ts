import { adMediaAppResource, adPlanResource, adSlotResource, advertiserResource } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertRow } from './row-for.js';

type Db = Kysely<Database>;

let serial = (process.pid % 1000) * 1000;

/** China midnight (Asia/Shanghai, no daylight saving) of a moment, as ad_event.day holds it. */
export function chinaDay(at: number): number {
  return Math.floor((at + 8 * 3600) / 86_400) * 86_400 - 8 * 3600;
}

/** An advertiser of a tenant with one plan. */
export async function adPlanOf(db: Db, merchantId: number) {
  const advertiserId = await insertRow(db, advertiserResource, { merchant_id: merchantId });
  const planId = await insertRow(db, adPlanResource, {
    merchant_id: merchantId,
    advertiser_id: advertiserId,
  });
  return { merchantId, advertiserId, planId };
}

/** A slot on a media app of its own; `providerId` is the lot owner it earns for (null: the platform's). */
export async function adSlotOf(db: Db, providerId: number | null): Promise<number> {
  const mediaAppId = await insertRow(db, adMediaAppResource, { app_key: `MAE${(serial += 1)}` });
  return insertRow(db, adSlotResource, {
    media_app_id: mediaAppId,
    slot_code: `ASE${(serial += 1)}`,
    // Left out for the platform's own slot: the column is nullable and stays empty.
    ...(providerId !== null && { provider_id: providerId }),
  });
}

export interface AdEventInput {
  kind: 1 | 2;
  day: number;
  cost_milli: number;
  income_milli: number;
}

/** Counted events of a plan on a slot, written as serving records them (a recorded fact each). */
export async function insertAdEvents(
  db: Db,
  plan: { merchantId: number; advertiserId: number; planId: number },
  slot: { slotId: number; providerId: number | null },
  events: readonly AdEventInput[],
): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('ad_event')
    .values(
      events.map((event) => {
        serial += 1;
        return {
          event_no: `EVT${process.pid}-${serial}`,
          decision_no: `DEC${process.pid}-${serial}`,
          kind: event.kind,
          merchant_id: plan.merchantId,
          advertiser_id: plan.advertiserId,
          plan_id: plan.planId,
          slot_id: slot.slotId,
          provider_id: slot.providerId,
          park_id: null,
          viewer: '粤B12345',
          plate_province: '粤',
          cost_milli: event.cost_milli,
          income_milli: event.income_milli,
          day: event.day,
          create_time: event.day + 3600,
        };
      }),
    )
    .execute();
}
