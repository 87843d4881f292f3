import { adStrategySettings, ApiCode } from '@console/core';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { readSettings } from '../../../engine/settings-store.js';
import { AppError } from '../../../http/app-error.js';
import { inTransaction } from './in-transaction.js';
import {
  adDayOf,
  capAllows,
  ecpmOf,
  incomeOf,
  pacingAllowance,
  runAuction,
  targets,
  type Bidder,
  type TargetingPackage,
} from './auction.js';

type Db = Kysely<Database>;

/** An impression beacon must come within this long of its decision, a click within twice as long. */
export const DECISION_TTL_S = 30 * 60;

/** What a screen tells the decision endpoint. */
export interface DecisionRequest {
  slot_code: string;
  /** The media app's key the request carried (the HTTP endpoint's); omitted by in-process callers. */
  app_key?: string;
  park_id?: number | null;
  plate_province?: string | null;
  car_type?: number | null;
  /** A plate or a screen's device id: whom the frequency cap counts. */
  viewer?: string | null;
}

export interface Decision {
  filled: boolean;
  decision_id: string | null;
  plan_id: number | null;
  creative: string | null;
  width: number | null;
  height: number | null;
  landing_url: string | null;
  /** AD_BID_MODE of what was sold: 1 an impression counts, 2 a click counts. */
  bid_mode: number | null;
  /** What one counted impression (CPM) or click (CPC) costs, in thousandths of a fen. */
  price_milli: number | null;
  expires_in: number;
}

interface SlotInfo {
  id: number;
  slot_type: number;
  floor_price: number;
  park_id: number | null;
  provider_id: number | null;
  status: number;
  app_key: string;
  app_status: number;
  area_code: string | null;
  share_rate: number;
}

interface Candidate {
  plan_id: number;
  merchant_id: number;
  advertiser_id: number;
  creative: string;
  creative_width: number;
  creative_height: number;
  landing_url: string | null;
  budget_daily: number;
  budget_total: number;
  start_time: number;
  end_time: number;
  freq_cap: number;
  priority: number;
  low_balance: number;
  bid_mode: number;
  bid: number;
  pkg: TargetingPackage | null;
  pacing: number;
  strategy_cap: number;
  priority_mode: number;
}

interface Cached<T> {
  expires: number;
  value: T;
}

/**
 * How long (ms) a slot and the approved plans of a slot type are reused between decisions. What
 * moves (spend, balance, frequency) is read on every decision; what an operator edits (a review, a
 * bid, a package) takes up to this long to reach the screens. Tests set 0.
 */
let cacheMs = 1000;
export function setServingCacheMs(ms: number): void {
  cacheMs = ms;
}

const caches = new WeakMap<Db, Map<string, Cached<unknown>>>();

async function cached<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let map = caches.get(db);
  if (!map) caches.set(db, (map = new Map()));
  const hit = map.get(key);
  const now = Date.now();
  if (hit && hit.expires > now) return hit.value as T;
  const value = await load();
  if (cacheMs > 0) map.set(key, { expires: now + cacheMs, value });
  return value;
}

function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

async function slotOf(db: Db, code: string): Promise<SlotInfo | undefined> {
  return cached(db, `slot:${code}`, async () => {
    const row = await db
      .selectFrom('ad_slot as s')
      .innerJoin('ad_media_app as a', 'a.id', 's.media_app_id')
      .leftJoin('park as p', 'p.id', 's.park_id')
      .leftJoin('ad_provider_rule as r', (j) =>
        j.onRef('r.merchant_id', '=', 's.provider_id').on('r.status', '=', 1),
      )
      .select([
        's.id',
        's.slot_type',
        's.floor_price',
        's.park_id',
        's.provider_id',
        's.status',
        'a.app_key',
        'a.status as app_status',
        'p.area_code',
        'r.share_rate',
      ])
      .where('s.slot_code', '=', code)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: Number(row.id),
      slot_type: Number(row.slot_type),
      floor_price: Number(row.floor_price),
      park_id: row.park_id === null ? null : Number(row.park_id),
      provider_id: row.provider_id === null ? null : Number(row.provider_id),
      status: Number(row.status),
      app_key: row.app_key,
      app_status: Number(row.app_status),
      area_code: row.area_code ?? null,
      // No rule (or a disabled one): the provider's share is 0 until the platform sets one.
      share_rate: row.provider_id === null || row.share_rate === null ? 0 : Number(row.share_rate),
    };
  });
}

/** The approved, enabled plans of a slot type with their advertiser's bid, package and strategy. */
async function candidatesOf(db: Db, slotType: number): Promise<Candidate[]> {
  return cached(db, `plans:${slotType}`, async () => {
    const rows = await db
      .selectFrom('ad_plan as p')
      .innerJoin('ad_advertiser as a', 'a.id', 'p.advertiser_id')
      .innerJoin('ad_bid as b', (j) =>
        j.onRef('b.advertiser_id', '=', 'p.advertiser_id').onRef('b.slot_type', '=', 'p.slot_type'),
      )
      .leftJoin('ad_package as k', 'k.id', 'p.package_id')
      .select([
        'p.id',
        'p.merchant_id',
        'p.advertiser_id',
        'p.creative',
        'p.creative_width',
        'p.creative_height',
        'p.landing_url',
        'p.budget_daily',
        'p.budget_total',
        'p.start_time',
        'p.end_time',
        'p.freq_cap',
        'p.priority',
        'a.low_balance',
        'b.bid_mode',
        'b.bid',
        'k.id as package_id',
        'k.area_code',
        'k.hour_start',
        'k.hour_end',
        'k.plate_provinces',
        'k.car_types',
      ])
      .where('p.slot_type', '=', slotType)
      .where('p.audit_status', '=', 1)
      .where('p.status', '=', 1)
      .where('a.status', '=', 1)
      .execute();
    const strategies = new Map<number, Record<string, unknown>>();
    for (const merchant of new Set(rows.map((r) => Number(r.merchant_id)))) {
      strategies.set(merchant, (await readSettings(db, adStrategySettings, merchant)).value);
    }
    return rows.map((r) => {
      const strategy = strategies.get(Number(r.merchant_id)) ?? {};
      return {
        plan_id: Number(r.id),
        merchant_id: Number(r.merchant_id),
        advertiser_id: Number(r.advertiser_id),
        creative: r.creative,
        creative_width: Number(r.creative_width),
        creative_height: Number(r.creative_height),
        landing_url: r.landing_url,
        budget_daily: Number(r.budget_daily),
        budget_total: Number(r.budget_total),
        start_time: Number(r.start_time),
        end_time: Number(r.end_time),
        freq_cap: Number(r.freq_cap),
        priority: Number(r.priority),
        low_balance: Number(r.low_balance),
        bid_mode: Number(r.bid_mode),
        bid: Number(r.bid),
        pkg:
          r.package_id === null
            ? null
            : {
                area_code: r.area_code ?? null,
                hour_start: Number(r.hour_start),
                hour_end: Number(r.hour_end),
                plate_provinces: parseList(r.plate_provinces ?? '[]'),
                car_types: parseList(r.car_types ?? '[]'),
              },
        pacing: Number(strategy.pacing ?? 1),
        strategy_cap: Number(strategy.freq_cap ?? 0),
        priority_mode: Number(strategy.priority_mode ?? 1),
      };
    });
  });
}

/** The most one event of the plan can cost (its own bid), in ‰ fen: what its budget must still hold. */
function maxCostMilli(c: Candidate): number {
  return c.bid_mode === 2 ? c.bid * 1000 : c.bid;
}

/** Spend so far of the plans (today's and all-time) and what each advertiser may still spend, ‰ fen. */
async function spendOf(db: Db, plans: readonly Candidate[], day: number) {
  const planIds = plans.map((c) => c.plan_id);
  const advertiserIds = [...new Set(plans.map((c) => c.advertiser_id))];
  const spent = await db
    .selectFrom('ad_plan_spend')
    .select(['plan_id', 'day', 'spent_milli'])
    .where('plan_id', 'in', planIds)
    .where('day', 'in', [day, 0])
    .execute();
  const today = new Map<number, number>();
  const total = new Map<number, number>();
  for (const row of spent)
    (Number(row.day) === 0 ? total : today).set(Number(row.plan_id), Number(row.spent_milli));
  const funded = await db
    .selectFrom('ad_bill')
    .select(['advertiser_id', (eb) => eb.fn.sum<number>('amount').as('total')])
    .where('advertiser_id', 'in', advertiserIds)
    .where('kind', '<>', 2)
    .groupBy('advertiser_id')
    .execute();
  const advertiserSpent = await db
    .selectFrom('ad_advertiser_spend')
    .select(['advertiser_id', 'spent_milli'])
    .where('advertiser_id', 'in', advertiserIds)
    .execute();
  const spentBy = new Map(advertiserSpent.map((r) => [Number(r.advertiser_id), Number(r.spent_milli)]));
  const available = new Map<number, number>();
  for (const row of funded) {
    const id = Number(row.advertiser_id);
    available.set(id, Number(row.total) * 1000 - (spentBy.get(id) ?? 0));
  }
  return { today, total, available };
}

/** How many impressions of each plan the viewer saw today. */
async function seenOf(db: Db, viewer: string, day: number): Promise<Map<number, number>> {
  if (!viewer) return new Map();
  const rows = await db
    .selectFrom('ad_event')
    .select(['plan_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('viewer', '=', viewer)
    .where('day', '=', day)
    .where('kind', '=', 1)
    .groupBy('plan_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.plan_id), Number(r.n)]));
}

export function decisionNo(): string {
  return `AD${randomBytes(12).toString('hex').toUpperCase()}`;
}

const EMPTY: Decision = {
  filled: false,
  decision_id: null,
  plan_id: null,
  creative: null,
  width: null,
  height: null,
  landing_url: null,
  bid_mode: null,
  price_milli: null,
  expires_in: 0,
};

/**
 * 广告决策: the creative a slot shows now. The slot must exist, be enabled and (for the HTTP
 * endpoint) belong to the media app whose key came with the request. Plans take part when approved
 * and enabled, within their schedule, targeted at this audience, under their frequency cap, and
 * with today's budget (paced), total budget and their advertiser's balance above its low-balance
 * stop still holding one event at their own bid; the second-price auction above the slot's floor
 * picks the winner and its price, which the decision row keeps for the beacons.
 */
export async function decide(db: Db, request: DecisionRequest, now: number): Promise<Decision> {
  const slot = await slotOf(db, request.slot_code);
  if (!slot || slot.status !== 1 || slot.app_status !== 1)
    throw new AppError(ApiCode.NOT_FOUND, '广告位不存在或已停用', `slot_code：${request.slot_code}`);
  if (request.app_key !== undefined && request.app_key !== slot.app_key)
    throw new AppError(ApiCode.FORBIDDEN, '媒体应用标识与广告位不符');
  const parkId = slot.park_id ?? request.park_id ?? null;
  let areaCode = slot.area_code;
  if (slot.park_id === null && parkId !== null) {
    areaCode = await cached(db, `park:${parkId}`, async () => {
      const park = await db
        .selectFrom('park')
        .select('area_code')
        .where('id', '=', parkId)
        .executeTakeFirst();
      return park?.area_code ?? null;
    });
  }
  const audience = {
    area_code: areaCode,
    at: now,
    plate_province: request.plate_province ?? null,
    car_type: request.car_type ?? null,
  };
  const viewer = (request.viewer ?? '').slice(0, 32);
  const day = adDayOf(now);
  const open = (await candidatesOf(db, slot.slot_type)).filter(
    (c) =>
      c.start_time <= now &&
      c.end_time > now &&
      ecpmOf(c.bid_mode, c.bid) >= slot.floor_price &&
      targets(c.pkg, audience),
  );
  if (open.length === 0) return EMPTY;
  const [spend, seen] = await Promise.all([spendOf(db, open, day), seenOf(db, viewer, day)]);
  const eligible = open.filter((c) => {
    const cost = maxCostMilli(c);
    const today = spend.today.get(c.plan_id) ?? 0;
    return (
      today + cost <= c.budget_daily * 1000 &&
      today + cost <= pacingAllowance(c.budget_daily * 1000, c.pacing, now, c.pkg) &&
      (spend.total.get(c.plan_id) ?? 0) + cost <= c.budget_total * 1000 &&
      (spend.available.get(c.advertiser_id) ?? 0) - c.low_balance * 1000 >= cost &&
      capAllows(c.freq_cap, c.strategy_cap, seen.get(c.plan_id) ?? 0, viewer)
    );
  });
  const byPlan = new Map(eligible.map((c) => [c.plan_id, c]));
  const result = runAuction(
    eligible.map((c): Bidder => ({
      plan_id: c.plan_id,
      advertiser_id: c.advertiser_id,
      bid_mode: c.bid_mode,
      bid: c.bid,
      priority: c.priority,
      priority_mode: c.priority_mode,
    })),
    slot.floor_price,
  );
  if (!result) return EMPTY;
  const plan = byPlan.get(result.winner.plan_id)!;
  const no = decisionNo();
  await db
    .insertInto('ad_decision')
    .values({
      decision_no: no,
      merchant_id: plan.merchant_id,
      advertiser_id: plan.advertiser_id,
      plan_id: plan.plan_id,
      slot_id: slot.id,
      provider_id: slot.provider_id,
      park_id: parkId,
      viewer,
      plate_province: audience.plate_province,
      bid_mode: plan.bid_mode,
      price_milli: result.price_milli,
      share_rate: slot.share_rate,
      impression_event: null,
      click_event: null,
      create_time: now,
    })
    .execute();
  return {
    filled: true,
    decision_id: no,
    plan_id: plan.plan_id,
    creative: plan.creative,
    width: plan.creative_width,
    height: plan.creative_height,
    landing_url: plan.landing_url,
    bid_mode: plan.bid_mode,
    price_milli: result.price_milli,
    expires_in: DECISION_TTL_S,
  };
}

export interface BeaconRequest {
  decision_id: string;
  event_id: string;
  /** AD_EVENT_KIND: 1 impression, 2 click. */
  kind: 1 | 2;
  app_key?: string;
}

export interface BeaconOutcome {
  counted: boolean;
  /** This event id was counted before: the repeat changed nothing. */
  duplicate: boolean;
  cost_milli: number;
  reason: string | null;
}

function refused(reason: string): BeaconOutcome {
  return { counted: false, duplicate: false, cost_milli: 0, reason };
}

function rows(result: { numUpdatedRows: bigint } | undefined): number {
  return result ? Number(result.numUpdatedRows) : 0;
}

/**
 * Raises the plan's day and all-time spend and the advertiser's, each only while its budget or
 * balance (above the low-balance stop) holds the cost, in the caller's transaction: each update is
 * one conditional statement, so concurrent beacons cannot both pass a limit. When one refuses, the
 * ones already raised are taken back and the answer names the limit.
 */
async function charge(
  trx: Db,
  plan: { id: number; budget_daily: number; budget_total: number },
  advertiser: { id: number; low_balance: number },
  day: number,
  cost: number,
): Promise<string | null> {
  const limits: Array<[number, number, string]> = [
    [day, plan.budget_daily, '计划今日预算已用完'],
    [0, plan.budget_total, '计划总预算已用完'],
  ];
  const raised: number[] = [];
  const undo = async () => {
    for (const d of raised)
      await trx
        .updateTable('ad_plan_spend')
        .set((eb) => ({ spent_milli: eb('spent_milli', '-', cost) }))
        .where('plan_id', '=', plan.id)
        .where('day', '=', d)
        .execute();
  };
  for (const [d, budget, reason] of limits) {
    await trx
      .insertInto('ad_plan_spend')
      .values({ plan_id: plan.id, day: d, spent_milli: 0 })
      .onConflict((oc) => oc.columns(['plan_id', 'day']).doNothing())
      .execute();
    const done = await trx
      .updateTable('ad_plan_spend')
      .set((eb) => ({ spent_milli: eb('spent_milli', '+', cost) }))
      .where('plan_id', '=', plan.id)
      .where('day', '=', d)
      .where(sql<boolean>`spent_milli + ${cost} <= ${budget * 1000}`)
      .executeTakeFirst();
    if (rows(done) !== 1) {
      await undo();
      return reason;
    }
    raised.push(d);
  }
  await trx
    .insertInto('ad_advertiser_spend')
    .values({ advertiser_id: advertiser.id, spent_milli: 0 })
    .onConflict((oc) => oc.column('advertiser_id').doNothing())
    .execute();
  const funded = await trx
    .updateTable('ad_advertiser_spend')
    .set((eb) => ({ spent_milli: eb('spent_milli', '+', cost) }))
    .where('advertiser_id', '=', advertiser.id)
    .where(
      sql<boolean>`spent_milli + ${cost} <= (select coalesce(sum(b.amount), 0) from ad_bill b where b.advertiser_id = ${advertiser.id} and b.kind <> 2) * 1000 - ${advertiser.low_balance * 1000}`,
    )
    .executeTakeFirst();
  if (rows(funded) !== 1) {
    await undo();
    return '广告主余额不足';
  }
  return null;
}

/**
 * 曝光 and 点击 beacons: counts the event once (a repeated event id answers duplicate and changes
 * nothing; a decision counts one impression and, after it, one click), charges what the decision
 * sold (a CPM plan's impression, a CPC plan's click) within the plan's budgets and the advertiser's
 * balance, and writes ad_event with the cost and the provider's income, both in ‰ fen, and the
 * accrual that spend postings are made from.
 */
export async function recordEvent(db: Db, beacon: BeaconRequest, now: number): Promise<BeaconOutcome> {
  return inTransaction(db, async (trx) => {
    const decision = await trx
      .selectFrom('ad_decision as d')
      .innerJoin('ad_slot as s', 's.id', 'd.slot_id')
      .innerJoin('ad_media_app as a', 'a.id', 's.media_app_id')
      .selectAll('d')
      .select('a.app_key')
      .where('d.decision_no', '=', beacon.decision_id)
      .executeTakeFirst();
    if (!decision) throw new AppError(ApiCode.NOT_FOUND, '广告决策不存在', beacon.decision_id);
    if (beacon.app_key !== undefined && beacon.app_key !== decision.app_key)
      throw new AppError(ApiCode.FORBIDDEN, '媒体应用标识与广告位不符');
    const column = beacon.kind === 1 ? 'impression_event' : 'click_event';
    const already = decision[column];
    if (already === beacon.event_id) return { counted: true, duplicate: true, cost_milli: 0, reason: null };
    if (already !== null) return refused(beacon.kind === 1 ? '该次展示已计过曝光' : '该次展示已计过点击');
    if (beacon.kind === 2 && decision.impression_event === null) return refused('广告尚未曝光，不能计点击');
    const age = now - Number(decision.create_time);
    if (age > DECISION_TTL_S * beacon.kind || age < -60) return refused('广告决策已过期');
    const used = await trx
      .selectFrom('ad_event')
      .select('id')
      .where('event_no', '=', beacon.event_id)
      .executeTakeFirst();
    if (used) return refused('事件编号已被使用');

    // Claim the decision's impression or click: of two beacons at once, one wins.
    const claimed = await trx
      .updateTable('ad_decision')
      .set({ [column]: beacon.event_id })
      .where('id', '=', decision.id)
      .where(column, 'is', null)
      .executeTakeFirst();
    if (rows(claimed) !== 1) {
      const again = await trx
        .selectFrom('ad_decision')
        .select(column)
        .where('id', '=', decision.id)
        .executeTakeFirstOrThrow();
      return again[column] === beacon.event_id
        ? { counted: true, duplicate: true, cost_milli: 0, reason: null }
        : refused('该次展示已计数');
    }
    const release = () =>
      trx
        .updateTable('ad_decision')
        .set({ [column]: null })
        .where('id', '=', decision.id)
        .execute();

    const planId = Number(decision.plan_id);
    const advertiserId = Number(decision.advertiser_id);
    const sold = Number(decision.bid_mode) === beacon.kind;
    const cost = sold ? Number(decision.price_milli) : 0;
    const income = decision.provider_id === null ? 0 : incomeOf(cost, Number(decision.share_rate));
    const day = adDayOf(now);
    if (cost > 0) {
      const plan = await trx
        .selectFrom('ad_plan')
        .select(['id', 'budget_daily', 'budget_total'])
        .where('id', '=', planId)
        .executeTakeFirstOrThrow();
      const advertiser = await trx
        .selectFrom('ad_advertiser')
        .select(['id', 'low_balance'])
        .where('id', '=', advertiserId)
        .executeTakeFirstOrThrow();
      const refusal = await charge(
        trx,
        { id: planId, budget_daily: Number(plan.budget_daily), budget_total: Number(plan.budget_total) },
        { id: advertiserId, low_balance: Number(advertiser.low_balance) },
        day,
        cost,
      );
      if (refusal) {
        await release();
        return refused(refusal);
      }
      await trx
        .insertInto('ad_spend_accrual')
        .values({
          merchant_id: Number(decision.merchant_id),
          advertiser_id: advertiserId,
          plan_id: planId,
          slot_id: Number(decision.slot_id),
          provider_key: decision.provider_id === null ? 0 : Number(decision.provider_id),
          cost_milli: cost,
          income_milli: income,
        })
        .onConflict((oc) =>
          oc.columns(['plan_id', 'slot_id', 'provider_key']).doUpdateSet((eb) => ({
            cost_milli: eb(eb.ref('ad_spend_accrual.cost_milli'), '+', cost),
            income_milli: eb(eb.ref('ad_spend_accrual.income_milli'), '+', income),
          })),
        )
        .execute();
    }
    await trx
      .insertInto('ad_event')
      .values({
        event_no: beacon.event_id,
        decision_no: beacon.decision_id,
        kind: beacon.kind,
        merchant_id: Number(decision.merchant_id),
        advertiser_id: advertiserId,
        plan_id: planId,
        slot_id: Number(decision.slot_id),
        provider_id: decision.provider_id === null ? null : Number(decision.provider_id),
        park_id: decision.park_id === null ? null : Number(decision.park_id),
        viewer: decision.viewer,
        plate_province: decision.plate_province,
        cost_milli: cost,
        income_milli: income,
        day,
        create_time: now,
      })
      .execute();
    return { counted: true, duplicate: false, cost_milli: cost, reason: null };
  });
}
