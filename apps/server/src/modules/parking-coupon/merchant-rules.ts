import { ApiCode, GRANT_SUCCESS, RULE_ALL, RULE_COUPON, RULE_STOCK } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';

type Db = Kysely<Database>;

const DAY_S = 86_400;
// A day of a limit is a China day (UTC+8), as the holder's staff count it.
const CST_OFFSET_S = 8 * 3600;

/** The start of the China day holding `now`, in Unix seconds. */
export function chinaDayStart(now: number): number {
  return Math.floor((now + CST_OFFSET_S) / DAY_S) * DAY_S - CST_OFFSET_S;
}

/** The grant being made: already written as 发放成功 in the caller's transaction, so counted below. */
export interface RuleSubject {
  holderId: number;
  stockId: number;
  couponId: number;
  plate: string;
  now: number;
}

interface RuleRow {
  id: number;
  name: string;
  applies_to: number;
  coupon_id: number | null;
  stock_id: number | null;
  plate_daily_limit: number;
  daily_limit: number;
  parked_only: number;
}

/**
 * Checks the holder's enabled 商户券规则 that cover this grant, inside the grant's transaction and
 * after its row is written. The rules are locked first (a no-op UPDATE: a row lock on PostgreSQL,
 * the one writer on SQLite), so two grants under one rule count one after the other and a daily
 * limit cannot be passed by grants racing. Throws a refusal naming the rule; the caller rolls back.
 */
export async function checkMerchantRules(db: Db, subject: RuleSubject): Promise<void> {
  const rules: RuleRow[] = await db
    .selectFrom('coupon_merchant_rule')
    .select([
      'id',
      'name',
      'applies_to',
      'coupon_id',
      'stock_id',
      'plate_daily_limit',
      'daily_limit',
      'parked_only',
    ])
    .where('merchant_id', '=', subject.holderId)
    .where('status', '=', 1)
    .where((eb) =>
      eb.or([
        eb('applies_to', '=', RULE_ALL),
        eb.and([eb('applies_to', '=', RULE_STOCK), eb('stock_id', '=', subject.stockId)]),
        eb.and([eb('applies_to', '=', RULE_COUPON), eb('coupon_id', '=', subject.couponId)]),
      ]),
    )
    .orderBy('id')
    .execute();
  if (rules.length === 0) return;
  await db
    .updateTable('coupon_merchant_rule')
    .set((eb) => ({ update_time: eb.ref('update_time') }))
    .where(
      'id',
      'in',
      rules.map((rule) => Number(rule.id)),
    )
    .execute();
  const dayStart = chinaDayStart(subject.now);
  for (const rule of rules) await checkRule(db, rule, subject, dayStart);
}

/** Successful grants today under one rule's scope, optionally of one plate (this grant included). */
async function grantsToday(db: Db, rule: RuleRow, subject: RuleSubject, dayStart: number, plate?: string) {
  let query = db
    .selectFrom('coupon_grant')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('merchant_id', '=', subject.holderId)
    .where('status', '=', GRANT_SUCCESS)
    .where('grant_time', '>=', dayStart)
    .where('grant_time', '<', dayStart + DAY_S);
  if (plate !== undefined) query = query.where('plate', '=', plate);
  if (Number(rule.applies_to) === RULE_STOCK) query = query.where('stock_id', '=', subject.stockId);
  if (Number(rule.applies_to) === RULE_COUPON) query = query.where('coupon_id', '=', subject.couponId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

async function checkRule(db: Db, rule: RuleRow, subject: RuleSubject, dayStart: number): Promise<void> {
  const refuse = (why: string) => {
    throw new AppError(ApiCode.BUSINESS_RULE, `不符合商户券规则“${rule.name}”：${why}`);
  };
  const perPlate = Number(rule.plate_daily_limit);
  if (perPlate > 0 && (await grantsToday(db, rule, subject, dayStart, subject.plate)) > perPlate) {
    refuse(`车牌 ${subject.plate} 今日已领 ${perPlate} 张，每车每日限发 ${perPlate} 张`);
  }
  const daily = Number(rule.daily_limit);
  if (daily > 0 && (await grantsToday(db, rule, subject, dayStart)) > daily) {
    refuse(`今日已发 ${daily} 张，每日限发 ${daily} 张`);
  }
  if (Number(rule.parked_only) === 1) {
    const parked = await db
      .selectFrom('parking_record as r')
      .innerJoin('coupon_park as cp', 'cp.park_id', 'r.park_id')
      .select('r.id')
      .where('cp.coupon_id', '=', subject.couponId)
      .where('r.plate', '=', subject.plate)
      .where('r.status', '=', 1)
      .limit(1)
      .executeTakeFirst();
    if (!parked) refuse(`车辆 ${subject.plate} 不在该券可用的车场内，仅限在场车辆领券`);
  }
}
