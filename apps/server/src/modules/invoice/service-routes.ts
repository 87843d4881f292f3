import { ApiCode, invoiceServiceResource } from '@console/core';
import type { FastifyPluginAsync } from 'fastify';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { ActionHandler, WriteHooks } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';

/** A month of service, as the console sells it: 31 days, so 12 months cover a year and a week. */
export const SERVICE_MONTH = 31 * 24 * 3600;

const hooks: WriteHooks = {
  async beforeCreate(ctx, { values }) {
    const merchantId = Number(values.merchant_id);
    const existing = await ctx.db
      .selectFrom('invoice_service')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (existing) throw new AppError(ApiCode.BUSINESS_RULE, '该商户已开通开票服务，请续费或编辑');
    const months = Number(values.months);
    return { ...values, start_time: ctx.now, expire_time: ctx.now + months * SERVICE_MONTH };
  },
  async decorateRows(ctx, rows) {
    if (rows.length === 0) return;
    const merchants = await ctx.db
      .selectFrom('merchant')
      .select(['id', 'name'])
      .where('id', 'in', [...new Set(rows.map((row) => Number(row.merchant_id)))])
      .execute();
    const names = new Map(merchants.map((m) => [Number(m.id), m.name]));
    for (const row of rows) row.merchant_name = names.get(Number(row.merchant_id)) ?? '';
  },
};

/** 续费: adds the months to the later of now and the current expiry (a lapsed service restarts today). */
const renew: ActionHandler = {
  async run(ctx) {
    const months = Number(ctx.body.renew_months);
    const from = Math.max(ctx.now, Number(ctx.row.expire_time));
    await ctx.db
      .updateTable('invoice_service')
      .set((eb) => ({
        expire_time: from + months * SERVICE_MONTH,
        months: eb('months', '+', months),
        update_time: ctx.now,
      }))
      .where('id', '=', Number(ctx.row.id))
      .execute();
  },
};

export const invoiceServiceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(crudRoutes(invoiceServiceResource, { hooks, actions: { renew } }));
};
