import { ApiCode, CARD_TYPE, entryOf, isPeriodCard, renewedPeriod } from '@console/core';
import type { ActionContext } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';
import type { ParkCar } from './car-lookup.js';
import { recordTrade } from '../settlement/index.js';
import { orderNo } from './order-no.js';

async function car(ctx: ActionContext) {
  return ctx.db
    .selectFrom('park_car')
    .selectAll()
    .where('id', '=', Number(ctx.row.id))
    .executeTakeFirstOrThrow();
}

/** Writes the paid 月卡订单 of a renewal or top-up of `card`, paid as the action's body says. */
async function insertRechargeOrder(
  ctx: ActionContext,
  card: ParkCar,
  order: { card_type: number; quantity: number; amount: number; period_start?: number; period_end?: number },
): Promise<string> {
  const no = orderNo('R', ctx.now);
  const inserted = await ctx.db
    .insertInto('recharge_order')
    .values({
      merchant_id: card.merchant_id,
      park_id: card.park_id,
      order_no: no,
      car_id: card.id,
      plate: card.plate,
      plate_color: card.plate_color,
      ...order,
      paid_amount: order.amount,
      pay_type: Number(ctx.body.pay_type),
      pay_mode: Number(ctx.body.pay_mode),
      business: 'recharge',
      status: 1,
      pay_time: ctx.now,
      create_time: ctx.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Paid at once: its 支付流水 is written in the action's transaction.
  await recordTrade(ctx.db, 'recharge_order', {
    id: Number(inserted.id),
    merchant_id: card.merchant_id,
    park_id: card.park_id,
    order_no: no,
    plate: card.plate,
    business: 'recharge',
    pay_type: Number(ctx.body.pay_type),
    pay_mode: Number(ctx.body.pay_mode),
    paid_amount: order.amount,
    pay_time: ctx.now,
  });
  return no;
}

/**
 * 续费: extends the card by quantity × its type's unit (from its end, or from now if it lapsed) and
 * writes the 月卡订单 with the period bought, in the engine's transaction with the audit row.
 */
export async function renewCard(ctx: ActionContext) {
  const card = await car(ctx);
  // A 停车集团 card is one validity at every lot of its package: renewed only as a whole, by the group.
  if (card.group_card_id !== null)
    throw new AppError(ApiCode.BUSINESS_RULE, '集团月卡请在停车集团平台的「月卡车辆」中续费');
  const cardType = card.card_type ?? -1;
  if (!isPeriodCard(cardType)) {
    const label = entryOf(CARD_TYPE, cardType)?.label ?? '该卡';
    throw new AppError(ApiCode.BUSINESS_RULE, `${label}没有有效期，不能续费`);
  }
  const quantity = Number(ctx.body.quantity);
  const period = renewedPeriod(
    { card_type: cardType, start_time: card.start_time, end_time: card.end_time },
    quantity,
    ctx.now,
  );
  const amount = card.unit_price * quantity;
  await ctx.db
    .updateTable('park_car')
    .set({ ...period, update_time: ctx.now })
    .where('id', '=', card.id)
    .execute();
  const no = await insertRechargeOrder(ctx, card, {
    card_type: cardType,
    quantity,
    amount,
    // The period this order bought: from where the card stood (or now) to its new end.
    period_start: card.end_time > ctx.now ? card.end_time : ctx.now,
    period_end: period.end_time,
  });
  return { ...period, order_no: no, amount };
}

/** 充值: tops up a stored-value card and records the top-up as a 月卡订单 of card type 储值卡. */
export async function rechargeCard(ctx: ActionContext) {
  const card = await car(ctx);
  const amount = Number(ctx.body.amount);
  await ctx.db
    .updateTable('park_car')
    .set((eb) => ({ balance: eb('balance', '+', amount), update_time: ctx.now }))
    .where('id', '=', card.id)
    .execute();
  // A stored-value card's quantity unit is 元.
  const no = await insertRechargeOrder(ctx, card, {
    card_type: 2,
    quantity: Math.floor(amount / 100),
    amount,
  });
  return { balance: card.balance + amount, order_no: no };
}
