import { ENERGY_CUSTOMER_INFO, energyCustomerView, maskPhone, okResponse } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { viewRoutes } from '../../engine/view-routes.js';
import { ok } from '../../http/envelope.js';
import { authOf } from '../../platform/auth/auth-hook.js';
import {
  CUSTOMER_COLUMNS,
  customerByNo,
  customersOf,
  energyCustomerSetCrudRoutes,
} from '../parking/index.js';

const G_CODE = { type: 'string', minLength: 1, maxLength: 32 } as const;

/**
 * 客户列表 of 能源服务商: the same customer query as parking's, for the energy product, each row with
 * the number of its charging stations (a customer's stations are all in the caller's scope: the
 * caller is above it, and energy has no per-station sub-account limit).
 */
const energyCustomerListRoutes = viewRoutes(energyCustomerView, {
  source: ({ db, auth }) =>
    customersOf(db, auth, 'energy').select((eb) => [
      ...CUSTOMER_COLUMNS,
      'merchant.id as merchant_id',
      eb
        .selectFrom('energy_station')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('energy_station.merchant_id', '=', 'merchant.id')
        .as('station_count'),
    ]),
});

/**
 * 客户 of 能源服务商 (spec 02 §2.4): list, 客户信息 by g_code (= merchant_no), and the customer's
 * software packages (客户软件, the shared 软件套餐 definition narrowed to energy).
 */
export async function energyCustomerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(energyCustomerListRoutes);
  await app.register(energyCustomerSetCrudRoutes);
  app.get<{ Querystring: { g_code: string } }>(
    '/energy/customer/detail',
    {
      config: { access: { permission: 'energy:customer:detail' } },
      schema: {
        tags: ['能源客户'],
        summary: '客户信息',
        querystring: { type: 'object', required: ['g_code'], properties: { g_code: G_CODE } },
        response: okResponse(ENERGY_CUSTOMER_INFO),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const customer = await customerByNo(app.db, auth, request.query.g_code, 'energy');
      const counts = await app.db
        .selectFrom('energy_station as station')
        .leftJoin('energy_charge_point as point', 'point.station_id', 'station.id')
        .select([
          sql<number>`count(distinct station.id)`.as('station_count'),
          sql<number>`count(point.id)`.as('device_count'),
          sql<number>`coalesce(sum(point.connector_count), 0)`.as('connector_count'),
        ])
        .where('station.merchant_id', '=', customer.id)
        .executeTakeFirst();
      return ok(request, {
        ...customer,
        // Nobody edits a customer's contact here, so its phone number is only ever read masked.
        contact_mobile: customer.contact_mobile
          ? maskPhone(customer.contact_mobile)
          : customer.contact_mobile,
        station_count: Number(counts?.station_count ?? 0),
        device_count: Number(counts?.device_count ?? 0),
        connector_count: Number(counts?.connector_count ?? 0),
      });
    },
  );
}
