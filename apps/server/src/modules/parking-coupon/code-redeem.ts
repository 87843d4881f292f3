import {
  ApiCode,
  CHANNEL_DYNAMIC_CODE,
  CHANNEL_FIXED_CODE,
  DYNAMIC_CODE_TTL_SECONDS,
  DYNAMIC_REDEEMED,
  DYNAMIC_WAITING,
  GRANT_SUCCESS,
  isPlate,
  PLATE_MESSAGE,
  PURCHASE_IN_USE,
} from '@console/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CouponFixedCodeTable } from '../../db/schema-coupon-codes.js';
import { AppError } from '../../http/app-error.js';
import { newDynamicToken, publicRequestKey, tokenHash } from './code-secrets.js';
import { grantCoupon } from './coupon-ledger.js';

type Db = Kysely<Database>;
type FixedCode = Selectable<CouponFixedCodeTable>;

/** Unix seconds of the CST (UTC+8) midnight starting the day of `at`: 每日限领 counts per calendar day. */
function cstDayStart(at: number): number {
  const offset = 8 * 3600;
  return Math.floor((at + offset) / 86_400) * 86_400 - offset;
}

export const CODE_GONE = '码已失效';
export const CODE_TAKEN = '该码已被领取';

const refuse = (message: string, hint?: string) => new AppError(ApiCode.BUSINESS_RULE, message, hint);

export interface Redeemed {
  grant_no: string;
  plate: string;
  coupon_name: string;
  expire_time: number;
}

/** A plate as typed on a phone: trimmed, upper case, checked. */
export function normalPlate(raw: string): string {
  const plate = raw.trim().toUpperCase();
  if (!isPlate(plate)) throw new AppError(ApiCode.VALIDATION, PLATE_MESSAGE, raw);
  return plate;
}

/** Why a fixed code gives nothing at all now (disabled, outside its validity), or undefined. */
function closed(
  code: Pick<FixedCode, 'status' | 'start_time' | 'end_time'>,
  now: number,
): string | undefined {
  if (Number(code.status) !== 1) return CODE_GONE;
  if (now < Number(code.start_time)) return '码尚未生效';
  if (now >= Number(code.end_time)) return CODE_GONE;
  return undefined;
}

async function grantAnswer(db: Db, grantId: number): Promise<Redeemed> {
  const row = await db
    .selectFrom('coupon_grant as g')
    .innerJoin('coupon as c', 'c.id', 'g.coupon_id')
    .select(['g.grant_no', 'g.plate', 'g.expire_time', 'c.name'])
    .where('g.id', '=', grantId)
    .executeTakeFirstOrThrow();
  return {
    grant_no: row.grant_no,
    plate: row.plate,
    coupon_name: row.name,
    expire_time: Number(row.expire_time),
  };
}

/**
 * One coupon from a fixed code to a plate, inside the caller's transaction. The code's row is
 * locked first (a no-op UPDATE), so concurrent redeems of one code take turns: the daily and
 * per-plate counts read after the lock include every grant committed before, and a retried request
 * id is found before anything is counted twice. Stock limits are grantCoupon's.
 */
async function grantFromCode(
  db: Db,
  code: FixedCode,
  input: { plate: string; plateColor: number; channel: number; requestKey: string; now: number },
): Promise<Redeemed> {
  await db
    .updateTable('coupon_fixed_code')
    .set((eb) => ({ granted_count: eb.ref('granted_count') }))
    .where('id', '=', code.id)
    .execute();
  const earlier = await db
    .selectFrom('coupon_grant')
    .select('id')
    .where('merchant_id', '=', Number(code.merchant_id))
    .where('request_id', '=', input.requestKey)
    .executeTakeFirst();
  if (earlier) return grantAnswer(db, Number(earlier.id));

  const fresh = await db
    .selectFrom('coupon_fixed_code')
    .selectAll()
    .where('id', '=', code.id)
    .executeTakeFirstOrThrow();
  const why = closed(fresh, input.now);
  if (why) throw refuse(why);
  const count = (since?: number, plate?: string) => {
    let query = db
      .selectFrom('coupon_grant')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('fixed_code_id', '=', Number(code.id))
      .where('status', '=', GRANT_SUCCESS);
    if (since !== undefined) query = query.where('grant_time', '>=', since);
    if (plate !== undefined) query = query.where('plate', '=', plate);
    return query.executeTakeFirstOrThrow().then((row) => Number(row.n));
  };
  const daily = Number(fresh.daily_limit);
  if (daily > 0 && (await count(cstDayStart(input.now))) >= daily) throw refuse('今日已领完，请明天再来');
  const perPlate = Number(fresh.plate_limit);
  if ((await count(undefined, input.plate)) >= perPlate)
    throw refuse(`每车限领 ${perPlate} 张，该车牌已领取`);

  let granted;
  try {
    granted = await grantCoupon(db, {
      stockId: Number(fresh.stock_id),
      holderId: Number(fresh.merchant_id),
      plate: input.plate,
      plateColor: input.plateColor,
      channel: input.channel,
      requestId: input.requestKey,
      fixedCodeId: Number(fresh.id),
      operatorName: input.channel === CHANNEL_DYNAMIC_CODE ? '动态码' : '固定券码',
      now: input.now,
    });
  } catch (error) {
    // The warehouse's words are for the operator; the customer only needs to know none are left.
    if (error instanceof AppError && error.code === ApiCode.BUSINESS_RULE)
      throw refuse('优惠券已领完', error.message);
    throw error;
  }
  await db
    .updateTable('coupon_fixed_code')
    .set((eb) => ({ granted_count: eb('granted_count', '+', 1) }))
    .where('id', '=', fresh.id)
    .execute();
  return grantAnswer(db, granted.id);
}

export interface PublicRedeemInput {
  code?: string;
  token?: string;
  plate: string;
  plateColor: number;
  requestId: string;
  now: number;
}

/** 领取 on the public page: a fixed code (channel 3) or a dynamic token (channel 4, single use). */
export async function redeemPublic(db: Db, input: PublicRedeemInput): Promise<Redeemed> {
  const plate = normalPlate(input.plate);
  if (input.token) return redeemToken(db, input.token, { ...input, plate });
  if (!input.code) throw new AppError(ApiCode.VALIDATION, '请扫描商户的券码');
  const code = await db
    .selectFrom('coupon_fixed_code')
    .selectAll()
    .where('code', '=', input.code.trim().toUpperCase())
    .executeTakeFirst();
  if (!code) throw refuse(CODE_GONE);
  return grantFromCode(db, code, {
    plate,
    plateColor: input.plateColor,
    channel: CHANNEL_FIXED_CODE,
    requestKey: publicRequestKey(input.requestId, plate, code.code),
    now: input.now,
  });
}

/**
 * A dynamic token is taken by one guarded UPDATE (待领取 and unexpired in its WHERE): of two
 * concurrent redeems one takes it and the other finds it taken. A refusal later in the grant rolls
 * the take back with the transaction, so the customer can correct the plate and try again.
 */
async function redeemToken(
  db: Db,
  token: string,
  input: PublicRedeemInput & { plate: string },
): Promise<Redeemed> {
  const hash = tokenHash(token);
  const requestKey = publicRequestKey(input.requestId, input.plate, hash);
  const row = await db
    .selectFrom('coupon_dynamic_code')
    .selectAll()
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  if (!row) throw refuse(CODE_GONE);
  const taken = await db
    .updateTable('coupon_dynamic_code')
    .set({ status: DYNAMIC_REDEEMED, plate: input.plate, request_id: requestKey, redeem_time: input.now })
    .where('id', '=', row.id)
    .where('status', '=', DYNAMIC_WAITING)
    .where('expire_time', '>', input.now)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) {
    const state = await db
      .selectFrom('coupon_dynamic_code')
      .select(['status', 'request_id', 'grant_id'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    // The same submit retried: answer the grant it made.
    if (state.request_id === requestKey && state.grant_id !== null)
      return grantAnswer(db, Number(state.grant_id));
    if (Number(state.status) === DYNAMIC_REDEEMED) throw refuse(CODE_TAKEN);
    throw refuse(`${CODE_GONE}，请让收银员刷新`);
  }
  const code = await db
    .selectFrom('coupon_fixed_code')
    .selectAll()
    .where('id', '=', row.fixed_code_id)
    .executeTakeFirstOrThrow();
  const answer = await grantFromCode(db, code, {
    plate: input.plate,
    plateColor: input.plateColor,
    channel: CHANNEL_DYNAMIC_CODE,
    requestKey,
    now: input.now,
  });
  const grant = await db
    .selectFrom('coupon_grant')
    .select('id')
    .where('grant_no', '=', answer.grant_no)
    .executeTakeFirstOrThrow();
  await db.updateTable('coupon_dynamic_code').set({ grant_id: grant.id }).where('id', '=', row.id).execute();
  return answer;
}

/** What the public page shows before the plate is typed. */
export interface RedeemInfo {
  merchant_name: string;
  name: string;
  coupon_name: string;
  coupon_type: number;
  face_value: number;
  /** Why nothing can be received now, or null. */
  reason: string | null;
  expire_time: number;
}

export async function redeemInfo(
  db: Db,
  key: { code?: string; token?: string },
  now: number,
): Promise<RedeemInfo> {
  let fixedId: number | undefined;
  let reason: string | null = null;
  let expire = 0;
  if (key.token) {
    const row = await db
      .selectFrom('coupon_dynamic_code')
      .select(['fixed_code_id', 'status', 'expire_time'])
      .where('token_hash', '=', tokenHash(key.token))
      .executeTakeFirst();
    if (!row) throw refuse(CODE_GONE);
    fixedId = Number(row.fixed_code_id);
    expire = Number(row.expire_time);
    if (Number(row.status) === DYNAMIC_REDEEMED) reason = CODE_TAKEN;
    else if (now >= expire) reason = `${CODE_GONE}，请让收银员刷新`;
  }
  let query = db
    .selectFrom('coupon_fixed_code as f')
    .innerJoin('coupon_stock as s', 's.id', 'f.stock_id')
    .innerJoin('coupon as c', 'c.id', 's.coupon_id')
    .innerJoin('merchant as m', 'm.id', 'f.merchant_id')
    .select([
      'f.name',
      'f.status',
      'f.start_time',
      'f.end_time',
      'm.name as merchant_name',
      'c.name as coupon_name',
      'c.coupon_type',
      'c.face_value',
      's.status as stock_status',
      's.expire_time as stock_expire',
      's.quantity',
      's.granted_count',
    ]);
  query =
    fixedId !== undefined
      ? query.where('f.id', '=', fixedId)
      : query.where('f.code', '=', (key.code ?? '').trim().toUpperCase());
  const row = await query.executeTakeFirst();
  if (!row) throw refuse(CODE_GONE);
  reason ??=
    closed(row, now) ??
    (Number(row.stock_status) !== PURCHASE_IN_USE ||
    now >= Number(row.stock_expire) ||
    Number(row.granted_count) >= Number(row.quantity)
      ? '优惠券已领完'
      : null);
  return {
    merchant_name: String(row.merchant_name),
    name: row.name,
    coupon_name: row.coupon_name,
    coupon_type: Number(row.coupon_type),
    face_value: Number(row.face_value),
    reason,
    expire_time: expire || Number(row.end_time),
  };
}

/**
 * 派发: a new dynamic token for a fixed code the caller holds (scope checked by the caller). The
 * code must be able to give now, so the cashier learns of a disabled code before the customer does.
 */
export async function dispatchToken(
  db: Db,
  code: FixedCode,
  operatorName: string,
  now: number,
): Promise<{ dynamic_id: number; token: string; expire_time: number }> {
  const why = closed(code, now);
  if (why) throw refuse(why === CODE_GONE ? '该固定券码已停用或不在有效期内' : why);
  const token = newDynamicToken();
  const expire = now + DYNAMIC_CODE_TTL_SECONDS;
  const inserted = await db
    .insertInto('coupon_dynamic_code')
    .values({
      merchant_id: Number(code.merchant_id),
      fixed_code_id: Number(code.id),
      token_hash: tokenHash(token),
      status: DYNAMIC_WAITING,
      expire_time: expire,
      operator_name: operatorName.slice(0, 64),
      create_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { dynamic_id: Number(inserted.id), token, expire_time: expire };
}
