import { ApiCode, isPeriodCard, isPlate, PLATE_MESSAGE } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { serialTail } from '../../../lib/serial-tail.js';

export interface ApplicationInput {
  plate: string;
  plate_color?: number;
  card_type: number;
  quantity: number;
  applicant_name: string;
  applicant_mobile: string;
  remark?: string;
}

/** Application numbers: A, the filing time and a serial tail; unique by index. */
function applyNo(now: number): string {
  return `A${now}${serialTail()}`;
}

/**
 * Files an owner's 固定车申请 for a park, as the owners' app does (and the developer tool mocks it):
 * a valid plate, a card type with a period, and no second pending application for the same car.
 */
export async function fileApplication(
  db: Kysely<Database>,
  park: { id: number; merchant_id: number },
  input: ApplicationInput,
  now: number,
): Promise<{ id: number; apply_no: string }> {
  const plate = input.plate.trim().toUpperCase();
  if (!isPlate(plate)) throw new AppError(ApiCode.VALIDATION, PLATE_MESSAGE, input.plate);
  if (!isPeriodCard(input.card_type)) {
    throw new AppError(ApiCode.VALIDATION, '申请卡类型须为月卡、季卡、半年卡、年卡或计天卡');
  }
  const pending = await db
    .selectFrom('fixed_car_apply')
    .select('id')
    .where('park_id', '=', park.id)
    .where('plate', '=', plate)
    .where('status', '=', 0)
    .executeTakeFirst();
  if (pending) throw new AppError(ApiCode.BUSINESS_RULE, '该车辆已有待审核的申请');
  const no = applyNo(now);
  const row = await db
    .insertInto('fixed_car_apply')
    .values({
      merchant_id: park.merchant_id,
      park_id: park.id,
      apply_no: no,
      plate,
      plate_color: input.plate_color ?? (plate.length === 8 ? 5 : 1),
      card_type: input.card_type,
      quantity: input.quantity,
      applicant_name: input.applicant_name.trim(),
      applicant_mobile: input.applicant_mobile,
      remark: input.remark?.trim() || null,
      status: 0,
      create_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), apply_no: no };
}
