import { ApiCode, APPLICATION_CARD_ISSUED, fixedCarApplyResource, passportResource } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../../engine/crud-routes.js';
import type { WriteHooks } from '../../../engine/engine-types.js';
import { AppError } from '../../../http/app-error.js';
import { addParkNames } from '../park-names.js';
import { approveApplication } from './fixed-car-approval.js';
import { withParkNames } from './reservation-routes.js';
import { serialTail } from '../../../lib/serial-tail.js';

/** Passport numbers: TX, the issue time and a serial tail; unique by index. */
function passportNo(now: number): string {
  return `TX${now}${serialTail()}`;
}

const passportHooks: WriteHooks = {
  beforeCreate(ctx, { values }) {
    const start = Number(values.start_time);
    const end = Number(values.end_time);
    if (end <= start) throw new AppError(ApiCode.VALIDATION, '到期时间须晚于生效时间');
    if (end <= ctx.now) throw new AppError(ApiCode.VALIDATION, '到期时间须晚于当前时间');
    return { ...values, passport_no: passportNo(ctx.now), status: 1 };
  },
  decorateRows: (ctx, rows) => addParkNames(ctx.db, rows),
};

/** 无牌车通行证 and 固定车申请 (with its review). */
export async function carOperationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(crudRoutes(passportResource, { hooks: passportHooks }));
  await app.register(
    crudRoutes(fixedCarApplyResource, {
      hooks: withParkNames,
      // 驳回 is the definition's alone: the state, the reason and the reviewer.
      actions: { approve: { answer: APPLICATION_CARD_ISSUED, run: approveApplication } },
    }),
  );
}
