import { ApiCode, CARD_TYPE, entryOf, isPeriodCard, monthCardResource } from '@console/core';
import { writeAudit } from '../../../engine/audit-log.js';
import type { ActionContext } from '../../../engine/engine-types.js';
import { AppError } from '../../../http/app-error.js';
import { renewCard } from '../card-actions.js';
import { serialTail } from '../../../lib/serial-tail.js';

interface Application {
  id: number;
  merchant_id: number;
  park_id: number;
  plate: string;
  plate_color: number;
  card_type: number;
  quantity: number;
  applicant_name: string;
  applicant_mobile: string;
}

function applicationOf(ctx: ActionContext): Application {
  const row = ctx.row;
  return {
    id: Number(row.id),
    merchant_id: Number(row.merchant_id),
    park_id: Number(row.park_id),
    plate: String(row.plate),
    plate_color: Number(row.plate_color),
    card_type: Number(row.card_type),
    quantity: Number(row.quantity),
    applicant_name: String(row.applicant_name ?? ''),
    applicant_mobile: String(row.applicant_mobile ?? ''),
  };
}

function cardLabel(cardType: number): string {
  return entryOf(CARD_TYPE, cardType)?.label ?? '该卡';
}

/**
 * The monthly card the application becomes: a car already on 月卡车辆 with the same card type is
 * renewed (owners re-apply to extend), one with another type is refused rather than silently changed,
 * and a blacklisted car is refused. A new card is inserted 未生效 and written to the audit log as a
 * 月卡车辆 creation, so the card's history starts with who approved it.
 */
async function cardFor(ctx: ActionContext, app: Application, unitPrice: number): Promise<number> {
  const cars = await ctx.db
    .selectFrom('park_car')
    .select(['id', 'category', 'card_type', 'status', 'reason'])
    .where('park_id', '=', app.park_id)
    .where('plate', '=', app.plate)
    .where('category', 'in', ['month', 'black'])
    .execute();
  const black = cars.find((car) => car.category === 'black' && car.status === 1);
  if (black)
    throw new AppError(
      ApiCode.BUSINESS_RULE,
      `该车辆在黑名单中（${black.reason ?? '无原因'}），不能开通月卡`,
    );
  const existing = cars.find((car) => car.category === 'month');
  if (existing) {
    if (existing.card_type !== app.card_type) {
      throw new AppError(
        ApiCode.BUSINESS_RULE,
        `该车辆已有${cardLabel(existing.card_type ?? -1)}，与申请的${cardLabel(app.card_type)}不同，不能通过`,
      );
    }
    if (existing.status !== 1)
      throw new AppError(ApiCode.BUSINESS_RULE, '该车辆的月卡已停用，请先启用后再审核');
    await ctx.db
      .updateTable('park_car')
      .set({ unit_price: unitPrice, update_time: ctx.now })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  const inserted = await ctx.db
    .insertInto('park_car')
    .values({
      merchant_id: app.merchant_id,
      park_id: app.park_id,
      category: 'month',
      plate: app.plate,
      plate_color: app.plate_color,
      owner_name: app.applicant_name.slice(0, 32),
      owner_mobile: app.applicant_mobile,
      card_type: app.card_type,
      card_no: `C${ctx.now}${serialTail()}`,
      unit_price: unitPrice,
      start_time: 0,
      end_time: 0,
      remark: `固定车申请审核通过开通`,
      status: 1,
      create_time: ctx.now,
      update_time: ctx.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const carId = Number(inserted.id);
  const after = await ctx.db.selectFrom('park_car').selectAll().where('id', '=', carId).executeTakeFirst();
  await writeAudit(
    { ...ctx, resource: monthCardResource },
    { action: 'create', rowId: carId, ...(after && { after }) },
  );
  return carId;
}

/**
 * 通过: opens (or extends) the card and buys quantity × the card type's unit with the same 续费 the
 * 月卡车辆 screen uses, so the period and the 月卡订单 follow the one rule; all in the engine's
 * transaction with the application's own audit row, so a refusal anywhere leaves nothing behind.
 */
export async function approveApplication(ctx: ActionContext) {
  const app = applicationOf(ctx);
  if (!isPeriodCard(app.card_type)) {
    throw new AppError(
      ApiCode.BUSINESS_RULE,
      `${cardLabel(app.card_type)}没有有效期，不能通过固定车申请开通`,
    );
  }
  const carId = await cardFor(ctx, app, Number(ctx.body.unit_price));
  const renewal = await renewCard({
    ...ctx,
    row: { id: carId },
    body: { quantity: app.quantity, pay_type: ctx.body.pay_type, pay_mode: ctx.body.pay_mode },
  });
  // The definition writes 已通过 and the reviewer; the card opened is this handler's to record.
  await ctx.db.updateTable('fixed_car_apply').set({ car_id: carId }).where('id', '=', app.id).execute();
  return { car_id: carId, ...renewal };
}
