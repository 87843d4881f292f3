import { ApiCode, CHANNEL_EVENT, EVENT_ENTRY, EVENT_SPEND, GRANT_SUCCESS } from '@console/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CouponEventRuleTable } from '../../db/schema-coupon-codes.js';
import { AppError } from '../../http/app-error.js';
import { grantCoupon } from './coupon-ledger.js';

type Db = Kysely<Database>;
type Rule = Selectable<CouponEventRuleTable>;

export interface CouponEventInput {
  /** Unique per rule: the order number of a spend, the parking record of an entry. */
  key: string;
  plate: string;
  plateColor: number;
  amount: number;
  parkId?: number;
  recordId?: number;
  now: number;
}

export interface RuleOutcome {
  rule_id: number;
  rule_name: string;
  granted: number;
  /** Why fewer coupons than the rule gives went out, or null. */
  reason: string | null;
  /** False when the event had already been seen: nothing was granted again. */
  created: boolean;
}

/** Grants of one event carry this request id, so an event record can name the event it came from. */
export const eventRequestId = (eventId: number, n: number) => `ev${eventId}-${n}`;

/** The event a grant came from, read back from its request id; undefined for other grants. */
export function eventIdOfRequest(requestId: string | null | undefined): number | undefined {
  const match = /^ev(\d+)-\d+$/.exec(requestId ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * One rule sees one event, inside the caller's transaction. The event row goes in first with ON
 * CONFLICT DO NOTHING on (rule, key), so a retried report or a replayed entry grants nothing more.
 * The rule's row is then locked (a counted UPDATE) so the per-plate count includes concurrent
 * events. A refusal (stock used up, plate limit) is written on the event and never thrown: an entry
 * must not fail because a coupon ran out. grantCoupon inserts its row before its stock check, so a
 * refused grant's row is deleted here (an application error leaves the transaction usable).
 */
export async function fireRule(db: Db, rule: Rule, event: CouponEventInput): Promise<RuleOutcome> {
  const base = { rule_id: Number(rule.id), rule_name: rule.name };
  const inserted = await db
    .insertInto('coupon_event')
    .values({
      merchant_id: Number(rule.merchant_id),
      rule_id: Number(rule.id),
      event_type: Number(rule.event_type),
      event_key: event.key.slice(0, 64),
      plate: event.plate,
      plate_color: event.plateColor,
      amount: event.amount,
      park_id: event.parkId ?? null,
      record_id: event.recordId ?? null,
      event_time: event.now,
    })
    .onConflict((oc) => oc.columns(['rule_id', 'event_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    const seen = await db
      .selectFrom('coupon_event')
      .select(['granted', 'fail_reason'])
      .where('rule_id', '=', Number(rule.id))
      .where('event_key', '=', event.key.slice(0, 64))
      .executeTakeFirstOrThrow();
    return { ...base, granted: Number(seen.granted), reason: seen.fail_reason, created: false };
  }
  const eventId = Number(inserted.id);
  await db
    .updateTable('coupon_event_rule')
    .set((eb) => ({ granted_count: eb.ref('granted_count') }))
    .where('id', '=', rule.id)
    .execute();

  let want = Number(rule.per_event);
  let reason: string | null = null;
  const limit = Number(rule.plate_limit);
  if (limit > 0) {
    const had = await db
      .selectFrom('coupon_grant')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('event_rule_id', '=', Number(rule.id))
      .where('plate', '=', event.plate)
      .where('status', '=', GRANT_SUCCESS)
      .executeTakeFirstOrThrow();
    const room = Math.max(0, limit - Number(had.n));
    if (room < want) {
      want = room;
      reason = `每车限领 ${limit} 张`;
    }
  }
  let granted = 0;
  for (let n = 1; n <= want; n += 1) {
    const requestId = eventRequestId(eventId, n);
    try {
      await grantCoupon(db, {
        stockId: Number(rule.stock_id),
        holderId: Number(rule.merchant_id),
        plate: event.plate,
        plateColor: event.plateColor,
        channel: CHANNEL_EVENT,
        requestId,
        eventRuleId: Number(rule.id),
        operatorName: `活动：${rule.name}`,
        now: event.now,
      });
      granted += 1;
    } catch (error) {
      if (!(error instanceof AppError) || error.code === ApiCode.INTERNAL) throw error;
      await db
        .deleteFrom('coupon_grant')
        .where('merchant_id', '=', Number(rule.merchant_id))
        .where('request_id', '=', requestId)
        .execute();
      reason = error.message;
      break;
    }
  }
  await db
    .updateTable('coupon_event')
    .set({ granted, fail_reason: reason?.slice(0, 255) ?? null })
    .where('id', '=', eventId)
    .execute();
  if (granted > 0) {
    await db
      .updateTable('coupon_event_rule')
      .set((eb) => ({ granted_count: eb('granted_count', '+', granted) }))
      .where('id', '=', rule.id)
      .execute();
  }
  return { ...base, granted, reason, created: true };
}

/** The holder's enabled rules of a type, valid now. */
function liveRules(db: Db, eventType: number, now: number) {
  return db
    .selectFrom('coupon_event_rule')
    .selectAll('coupon_event_rule')
    .where('coupon_event_rule.event_type', '=', eventType)
    .where('coupon_event_rule.status', '=', 1)
    .where('coupon_event_rule.start_time', '<=', now)
    .where('coupon_event_rule.end_time', '>', now);
}

/** 消费满额: every live spend rule of the holder whose threshold the amount reaches gives its coupons. */
export async function reportSpend(db: Db, holderId: number, event: CouponEventInput): Promise<RuleOutcome[]> {
  const rules = await liveRules(db, EVENT_SPEND, event.now)
    .where('coupon_event_rule.merchant_id', '=', holderId)
    .where('coupon_event_rule.threshold', '<=', event.amount)
    .orderBy('coupon_event_rule.id')
    .execute();
  const outcomes: RuleOutcome[] = [];
  for (const rule of rules) outcomes.push(await fireRule(db, rule, event));
  return outcomes;
}

/**
 * 入场赠券: called by the entry gate inside its transaction once a car is admitted. The rules whose
 * coupon is valid at the lot give; the record id is the event key, so an entry gives once.
 */
export async function grantOnEntry(
  db: Db,
  entry: { parkId: number; recordId: number; plate: string; plateColor: number; now: number },
): Promise<RuleOutcome[]> {
  const rules = await liveRules(db, EVENT_ENTRY, entry.now)
    .innerJoin('coupon_stock as s', 's.id', 'coupon_event_rule.stock_id')
    .innerJoin('coupon_park as cp', 'cp.coupon_id', 's.coupon_id')
    .where('cp.park_id', '=', entry.parkId)
    .orderBy('coupon_event_rule.id')
    .execute();
  const outcomes: RuleOutcome[] = [];
  for (const rule of rules) {
    outcomes.push(
      await fireRule(db, rule, {
        key: `in${entry.recordId}`,
        plate: entry.plate,
        plateColor: entry.plateColor,
        amount: 0,
        parkId: entry.parkId,
        recordId: entry.recordId,
        now: entry.now,
      }),
    );
  }
  return outcomes;
}
