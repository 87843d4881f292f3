import {
  CARD_RENEWED,
  groupMonthCardResource,
  groupPackageResource,
  groupRenewalResource,
  groupWhitelistResource,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { ActionContext, WriteHooks } from '../../engine/engine-types.js';
import { renewGroupCard, sellCardOn } from './group-card-service.js';
import { idsIn, namesOf, ownLots, packageLots } from './group-lots.js';
import { whitelistHooks } from './group-whitelist-hooks.js';

const paymentOf = (body: Record<string, unknown>) => ({
  pay_type: Number(body.pay_type),
  pay_mode: Number(body.pay_mode),
});

/** 月卡套餐: its lots are the group's own (group_package_park); the list shows them and the cards sold. */
const packageHooks: WriteHooks = {
  async beforeCreate(ctx, { values, input }) {
    await ownLots(ctx.db, Number(values.merchant_id), idsIn(input.park_ids));
    return values;
  },
  async afterCreate(ctx, { id, values, input }) {
    const lots = await ownLots(ctx.db, Number(values.merchant_id), idsIn(input.park_ids));
    await ctx.db
      .insertInto('group_package_park')
      .values(lots.map((lot) => ({ package_id: id, park_id: lot.id })))
      .execute();
  },
  async decorateRows(ctx, rows) {
    const ids = rows.map((row) => Number(row.id));
    const lots = await packageLots(ctx.db, ids);
    const counts =
      ids.length === 0
        ? []
        : await ctx.db
            .selectFrom('group_card')
            .select(['package_id', (eb) => eb.fn.countAll<number>().as('n')])
            .where('package_id', 'in', ids)
            .groupBy('package_id')
            .execute();
    const countOf = new Map(counts.map((c) => [Number(c.package_id), Number(c.n)]));
    for (const row of rows) {
      const own = lots.get(Number(row.id)) ?? [];
      row.park_ids = own.map((lot) => lot.id);
      row.park_names = namesOf(own);
      row.card_count = countOf.get(Number(row.id)) ?? 0;
    }
  },
};

/** 办理月卡: a card on the package for the plate, with its first period bought at once. */
async function sellCard(ctx: ActionContext) {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  // The answer is the period and its order (CARD_RENEWED), as for 续费.
  const { card_id: _cardId, ...bought } = await sellCardOn(ctx.db, {
    packageId: Number(ctx.row.id),
    plate: String(ctx.body.plate),
    plate_color: Number(ctx.body.plate_color),
    owner_name: text(ctx.body.owner_name),
    owner_mobile: text(ctx.body.owner_mobile),
    units: Number(ctx.body.units),
    payment: paymentOf(ctx.body),
    now: ctx.now,
  });
  return bought;
}

/** 续费: units × the package's unit, at every lot of the package at once. */
const renewCard = (ctx: ActionContext) =>
  renewGroupCard(ctx.db, {
    cardId: Number(ctx.row.id),
    units: Number(ctx.body.units),
    payment: paymentOf(ctx.body),
    now: ctx.now,
  });

/** 月卡车辆: the package's name, price and lots on each row. */
const monthCardHooks: WriteHooks = {
  async decorateRows(ctx, rows) {
    const packageIds = [...new Set(rows.map((row) => Number(row.package_id)))];
    if (packageIds.length === 0) return;
    const packages = await ctx.db
      .selectFrom('group_package')
      .select(['id', 'name', 'unit_price'])
      .where('id', 'in', packageIds)
      .execute();
    const lots = await packageLots(ctx.db, packageIds);
    const byId = new Map(packages.map((p) => [Number(p.id), p]));
    for (const row of rows) {
      const pkg = byId.get(Number(row.package_id));
      row.package_name = pkg?.name ?? '';
      row.unit_price = pkg?.unit_price ?? 0;
      row.park_names = namesOf(lots.get(Number(row.package_id)));
    }
  },
};

/** 续费记录: the name of the lot whose 月卡订单 it is. */
const renewalHooks: WriteHooks = {
  async decorateRows(ctx, rows) {
    const ids = [...new Set(rows.map((row) => Number(row.park_id)).filter((id) => id > 0))];
    if (ids.length === 0) return;
    const parks = await ctx.db.selectFrom('park').select(['id', 'name']).where('id', 'in', ids).execute();
    const names = new Map(parks.map((park) => [Number(park.id), park.name]));
    for (const row of rows) row.park_name = names.get(Number(row.park_id)) ?? '';
  },
};

/** 停车集团, the cars part of issue 17: packages, group cards with 办理 and 续费, renewals, whitelist. */
export async function groupCarsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    crudRoutes(groupPackageResource, {
      hooks: packageHooks,
      actions: { sell: { answer: CARD_RENEWED, run: sellCard } },
    }),
  );
  await app.register(
    crudRoutes(groupMonthCardResource, {
      hooks: monthCardHooks,
      actions: { renew: { answer: CARD_RENEWED, run: renewCard } },
    }),
  );
  await app.register(crudRoutes(groupRenewalResource, { hooks: renewalHooks }));
  await app.register(crudRoutes(groupWhitelistResource, { hooks: whitelistHooks }));
}
