import {
  ApiCode,
  BONUS_EVENT_STATUS,
  bonusEventStatus,
  formatMoney,
  isPlate,
  labelOf,
  PLATE_MESSAGE,
  type JsonSchema,
} from '@console/core';
import { sql } from 'kysely';
import { randomInt } from 'node:crypto';
import type { ActionContext } from '../../../engine/engine-types.js';
import { AppError } from '../../../http/app-error.js';
import { serialTail } from '../../../lib/serial-tail.js';
import { grantRedPacket } from './bonus-coupon.js';

const ISSUER = { type: 'string', minLength: 1, maxLength: 32, title: '发放商户号' } as const;

/** bonus/event/prepare: the issuer asking. */
export const PREPARE_BODY: JsonSchema = {
  type: 'object',
  properties: { issuer_no: ISSUER },
  required: ['issuer_no'],
};

/** bonus/event/issue: the issuer and the driver's plate. */
export const ISSUE_BODY: JsonSchema = {
  type: 'object',
  properties: { issuer_no: ISSUER, plate: { type: 'string', minLength: 1, maxLength: 10, title: '车牌号' } },
  required: ['issuer_no', 'plate'],
};

const rule = (message: string): never => {
  throw new AppError(ApiCode.BUSINESS_RULE, message);
};

/** Only a running activity hands out packets; the message names the state that stops it. */
function assertRunning(ctx: ActionContext): void {
  const { enabled, start_time, end_time } = ctx.row;
  const status = bonusEventStatus({ enabled, start_time, end_time }, ctx.now);
  if (status !== 1) rule(`活动${labelOf(BONUS_EVENT_STATUS, status)}，不能发放红包`);
}

interface IssuerGrant {
  id: number;
  issuer_no: string;
  issuer_name: string;
  quota: number;
  granted_count: number;
}

/** The issuer's grant on this activity, in force and with quota left, or a refusal saying why not. */
async function grantOf(ctx: ActionContext): Promise<IssuerGrant> {
  const issuerNo = String(ctx.body.issuer_no ?? '').trim();
  if (!issuerNo) throw new AppError(ApiCode.VALIDATION, '请选择发放商户');
  const acl = await ctx.db
    .selectFrom('bonus_acl')
    .select(['id', 'issuer_no', 'issuer_name', 'quota', 'granted_count', 'status', 'expire_time'])
    .where('event_id', '=', Number(ctx.row.id))
    .where('issuer_no', '=', issuerNo)
    .executeTakeFirst();
  if (!acl) return rule(`商户 ${issuerNo} 未获得本活动的发放授权`);
  if (Number(acl.status) !== 1) rule(`${acl.issuer_name}的发放授权已停用`);
  if (Number(acl.expire_time) <= ctx.now) rule(`${acl.issuer_name}的发放授权已过期`);
  if (Number(acl.granted_count) >= Number(acl.quota)) {
    rule(`${acl.issuer_name}的发放额度已用完（共 ${acl.quota} 个）`);
  }
  return {
    id: Number(acl.id),
    issuer_no: acl.issuer_no,
    issuer_name: acl.issuer_name,
    quota: Number(acl.quota),
    granted_count: Number(acl.granted_count),
  };
}

const FIXED = 1;
const remainingOf = (ctx: ActionContext) => Number(ctx.row.budget) - Number(ctx.row.granted_amount);
/** The smallest packet the activity can hand out. */
const smallestOf = (ctx: ActionContext) =>
  Number(Number(ctx.row.bonus_kind) === FIXED ? ctx.row.amount : ctx.row.min_amount);

const budgetShort = (remaining: number): never =>
  rule(`活动预算不足，剩余 ${formatMoney(remaining)}，无法发放`);

/**
 * The packet's amount: the fixed amount, or a uniform draw (node:crypto) between the minimum and the
 * maximum, the maximum capped by what the budget has left so the last packets still go out.
 */
function drawAmount(ctx: ActionContext): number {
  const remaining = remainingOf(ctx);
  if (Number(ctx.row.bonus_kind) === FIXED) {
    const amount = Number(ctx.row.amount);
    return amount <= remaining ? amount : budgetShort(remaining);
  }
  const min = Number(ctx.row.min_amount);
  const max = Math.min(Number(ctx.row.max_amount), remaining);
  if (max < min) budgetShort(remaining);
  return randomInt(min, max + 1);
}

/**
 * 核验活动 (the spec's bonus/event/prepare): may this issuer hand out this activity's packets now?
 * Answers the activity and where the hand-out continues (the detail page with the issuer chosen:
 * the spec's redirect carries the voucher, i.e. the issuing merchant, and the event id).
 */
export async function prepareIssue(ctx: ActionContext) {
  assertRunning(ctx);
  const grant = await grantOf(ctx);
  if (remainingOf(ctx) < smallestOf(ctx)) budgetShort(remainingOf(ctx));
  const eventId = Number(ctx.row.id);
  const query = new URLSearchParams({ id: String(eventId), voucher: grant.issuer_no });
  return {
    event_id: eventId,
    issuer_no: grant.issuer_no,
    issuer_name: grant.issuer_name,
    remaining_quota: grant.quota - grant.granted_count,
    remaining_budget: remainingOf(ctx),
    redirect_url: `/parking/manage/config/event/detail?${query.toString()}`,
  };
}

function plateOf(ctx: ActionContext): string {
  const plate = String(ctx.body.plate ?? '')
    .trim()
    .toUpperCase();
  if (!isPlate(plate)) throw new AppError(ApiCode.VALIDATION, PLATE_MESSAGE);
  return plate;
}

/**
 * 发放红包: an authorised issuer hands one packet to a plate, which is also a coupon grant valid at the
 * activity's lot (grantRedPacket). Runs in the action's transaction with the
 * activity row locked (PostgreSQL), and still guards both counters in SQL, so two grants racing for
 * the last yuan or the last quota slot can never both win; any refusal rolls everything back.
 */
export async function issueBonus(ctx: ActionContext) {
  assertRunning(ctx);
  const plate = plateOf(ctx);
  const grant = await grantOf(ctx);
  const eventId = Number(ctx.row.id);
  const taken = await ctx.db
    .selectFrom('bonus_grant')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .where('plate', '=', plate)
    .executeTakeFirstOrThrow();
  if (Number(taken.n) >= Number(ctx.row.per_car_limit)) {
    rule(`${plate} 已领取 ${Number(taken.n)} 次，已达每车限领次数`);
  }
  const amount = drawAmount(ctx);
  const spent = await ctx.db
    .updateTable('bonus_event')
    .set({
      granted_amount: sql`granted_amount + ${amount}`,
      granted_count: sql`granted_count + 1`,
    })
    .where('id', '=', eventId)
    .where(sql<boolean>`granted_amount + ${amount} <= budget`)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) budgetShort(remainingOf(ctx));
  const counted = await ctx.db
    .updateTable('bonus_acl')
    .set({ granted_count: sql`granted_count + 1` })
    .where('id', '=', grant.id)
    .where(sql<boolean>`granted_count < quota`)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1)
    rule(`${grant.issuer_name}的发放额度已用完（共 ${grant.quota} 个）`);
  const grantNo = `HB${ctx.now}${serialTail()}`;
  // The packet is also a coupon grant of the ledger, so the exit gate takes it off the fee.
  const couponGrantId = await grantRedPacket(ctx, {
    grantNo,
    plate,
    amount,
    issuerName: grant.issuer_name,
  });
  await ctx.db
    .insertInto('bonus_grant')
    .values({
      merchant_id: Number(ctx.row.merchant_id),
      park_id: Number(ctx.row.park_id),
      event_id: eventId,
      acl_id: grant.id,
      grant_no: grantNo,
      plate,
      amount,
      issuer_no: grant.issuer_no,
      issuer_name: grant.issuer_name,
      create_time: ctx.now,
      coupon_grant_id: couponGrantId,
    })
    .execute();
  return { grant_no: grantNo, event_id: eventId, plate, amount };
}
