import { ApiCode, couponFaceProblem } from '@console/core';
import type { EngineContext, Row, WriteHooks } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';
import { idsIn, lotsOf, ownLots } from './lot-links.js';

/** The terms a buyer paid for: fixed once any of the coupon has been sold. */
const SOLD_TERMS = [
  'coupon_type',
  'face_value',
  'start_time',
  'valid_days',
  'stackable',
  'max_per_stay',
] as const;

/** Face value by type, and a window that ends after it starts: the same checks on create and edit. */
function checkTerms(row: Row): void {
  const problem = couponFaceProblem(Number(row.coupon_type), Number(row.face_value));
  if (problem) throw new AppError(ApiCode.VALIDATION, problem);
  if (Number(row.end_time) <= Number(row.start_time))
    throw new AppError(ApiCode.VALIDATION, '截止时间须晚于生效时间');
  if (Number(row.stackable) !== 1 && Number(row.max_per_stay) !== 1)
    throw new AppError(ApiCode.VALIDATION, '不可叠加的券单次停车只能使用 1 张');
}

async function replaceLots(db: EngineContext['db'], id: number, parkIds: number[]): Promise<void> {
  await db.deleteFrom('coupon_park').where('coupon_id', '=', id).execute();
  await db
    .insertInto('coupon_park')
    .values(parkIds.map((park_id) => ({ coupon_id: id, park_id })))
    .execute();
}

/**
 * 优惠券: its lots live in coupon_park (each one of the owner's own lots); the face value is checked
 * by type with couponFaceProblem, the form's own check. Once coupons were sold (any warehouse entry),
 * the terms and the lots stay as bought and the end may only move later; name, price (for later
 * sales) and remark stay editable, and 停用 stops further sales.
 */
export const couponHooks: WriteHooks = {
  async beforeCreate(ctx, { values, input }) {
    checkTerms(values);
    await ownLots(ctx.db, Number(values.merchant_id), idsIn(input.park_ids));
    return values;
  },
  async afterCreate(ctx, { id, values, input }) {
    await replaceLots(ctx.db, id, await ownLots(ctx.db, Number(values.merchant_id), idsIn(input.park_ids)));
  },
  async beforeUpdate(ctx, { before, changes, input }) {
    checkTerms({ ...before, ...changes });
    const sold = Number(before.sold_count) > 0;
    if (sold) {
      const changed = SOLD_TERMS.filter(
        (key) => key in changes && Number(changes[key]) !== Number(before[key]),
      );
      const lots = input.park_ids === undefined ? undefined : idsIn(input.park_ids);
      const lotsChanged =
        lots !== undefined && [...lots].sort((a, b) => a - b).join() !== (before.park_ids as number[]).join();
      if (changed.length > 0 || lotsChanged)
        throw new AppError(
          ApiCode.BUSINESS_RULE,
          '该券已售出，券类型、面额、适用车场、生效时间、有效天数与叠加规则不能修改',
        );
      if ('end_time' in changes && Number(changes.end_time) < Number(before.end_time))
        throw new AppError(ApiCode.BUSINESS_RULE, '该券已售出，截止时间只能延后');
    }
    if (input.park_ids !== undefined)
      await ownLots(ctx.db, Number(before.merchant_id), idsIn(input.park_ids));
    return changes;
  },
  async afterUpdate(ctx, { before, input }) {
    if (input.park_ids === undefined) return;
    await replaceLots(
      ctx.db,
      Number(before.id),
      await ownLots(ctx.db, Number(before.merchant_id), idsIn(input.park_ids)),
    );
  },
  async decorateRows(ctx, rows) {
    const ids = rows.map((row) => Number(row.id));
    // One after the other: inside a write's transaction they share one connection.
    const { parkIds, names } = await lotsOf(ctx.db, 'coupon_park', ids);
    const sold =
      ids.length === 0
        ? []
        : await ctx.db
            .selectFrom('coupon_stock')
            .select(['coupon_id', (eb) => eb.fn.sum<number>('quantity').as('n')])
            .where('coupon_id', 'in', ids)
            .where('source', 'in', [1, 2])
            .groupBy('coupon_id')
            .execute();
    const soldOf = new Map(sold.map((s) => [Number(s.coupon_id), Number(s.n)]));
    for (const row of rows) {
      row.park_ids = parkIds.get(Number(row.id)) ?? [];
      row.park_names = names.get(Number(row.id)) ?? '';
      row.sold_count = soldOf.get(Number(row.id)) ?? 0;
    }
  },
};
