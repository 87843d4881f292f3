import type { PARK_CAR_CATEGORY } from '@console/core';
import {
  type AnyResource,
  ApiCode,
  blacklistResource,
  CARD_RECHARGED,
  CARD_RENEWED,
  isPeriodCard,
  memberCarResource,
  monthCardResource,
  valueCardResource,
  whitelistResource,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { CrudOptions, Row, WriteHooks } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';
import { rechargeCard, renewCard } from './card-actions.js';
import { addParkNames } from './park-names.js';
import { serialTail } from '../../lib/serial-tail.js';

type Category = (typeof PARK_CAR_CATEGORY)[keyof typeof PARK_CAR_CATEGORY];

function cardNo(now: number): string {
  return `C${now}${serialTail()}`;
}

function checkValidity(row: Row): void {
  const start = Number(row.start_time ?? 0);
  const end = Number(row.end_time ?? 0);
  if (end > 0 && end <= start) throw new AppError(ApiCode.VALIDATION, '到期时间须晚于生效时间');
}

/** The list's category is set on create and fixed on every query, so one list never shows another's rows. */
function carHooks(category: Category): WriteHooks {
  return {
    beforeCreate(ctx, { values }) {
      checkValidity(values);
      const extra: Row = { category, status: 1 };
      if (category === 'month') {
        if (!isPeriodCard(Number(values.card_type))) {
          throw new AppError(ApiCode.VALIDATION, '月卡车辆的卡类型须为月卡、季卡、半年卡、年卡或计天卡');
        }
        // A new card is 未生效 until its first 续费 buys a period.
        Object.assign(extra, { card_no: cardNo(ctx.now), start_time: 0, end_time: 0 });
      }
      if (category === 'value') Object.assign(extra, { card_no: cardNo(ctx.now), card_type: 2, balance: 0 });
      return { ...values, ...extra };
    },
    beforeUpdate(_ctx, { before, changes }) {
      checkValidity({ ...before, ...changes });
      return changes;
    },
    decorateRows: (ctx, rows) => addParkNames(ctx.db, rows),
  };
}

function carRoutes(resource: AnyResource, category: Category, actions: CrudOptions['actions'] = {}) {
  return crudRoutes(resource, {
    where: () => [['category', '=', category]],
    hooks: carHooks(category),
    actions,
  });
}

export async function parkCarRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    carRoutes(monthCardResource, 'month', { renew: { answer: CARD_RENEWED, run: renewCard } }),
  );
  await app.register(
    carRoutes(valueCardResource, 'value', { recharge: { answer: CARD_RECHARGED, run: rechargeCard } }),
  );
  await app.register(carRoutes(whitelistResource, 'white'));
  await app.register(carRoutes(blacklistResource, 'black'));
  await app.register(carRoutes(memberCarResource, 'member'));
}
