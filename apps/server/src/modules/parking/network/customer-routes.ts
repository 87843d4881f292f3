import {
  ApiCode,
  CUSTOMER_INFO,
  CUSTOMER_PARK_SOFTWARE_LIST,
  customerView,
  DONE_RESPONSE,
  maskPhone,
  okResponse,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../../engine/audit-log.js';
import { AppError } from '../../../http/app-error.js';
import { viewRoutes } from '../../../engine/view-routes.js';
import { done, list, ok } from '../../../http/envelope.js';
import { nowSeconds } from '../../../lib/clock.js';
import { authOf } from '../../../platform/auth/auth-hook.js';
import { visibleParks } from '../visible-parks.js';
import { CUSTOMER_COLUMNS, customerByNo, customersOf } from './customer-lookup.js';
import { assignableSoftware } from './software-lookup.js';

const G_CODE = { type: 'string', minLength: 1, maxLength: 32 } as const;

interface InstallBody {
  park_id: number;
  software_id: number;
  remark?: string;
}

/**
 * 客户列表 as a view: the customers of the caller (one query shape with the lookups below), each
 * with the number of its lots the caller sees (a sub-account limited to some lots counts those).
 */
const customerListRoutes = viewRoutes(customerView, {
  source: ({ db, auth }) =>
    customersOf(db, auth, 'parking').select((eb) => [
      ...CUSTOMER_COLUMNS,
      'merchant.id as merchant_id',
      visibleParks(db, auth)
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .where('park.merchant_id', '=', eb.ref('merchant.id'))
        .as('park_count'),
    ]),
});

/**
 * 客户 (spec 02 §2.9): the parking merchants below the caller, their parks' software, keyed in the
 * detail group by g_code = merchant_no. The list is a view; the lookups by g_code and the software
 * of a customer's parks are plain routes with the same scope rules.
 */
export async function customerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(customerListRoutes);
  app.get<{ Querystring: { g_code: string } }>(
    '/parking/customer/detail',
    {
      // 分账设置 (/profit/setting/manage/setting) opens the same customer by g_code.
      config: { access: { permission: ['parking:customer:detail', 'profit:manage:update'] } },
      schema: {
        tags: ['停车客户'],
        summary: '客户信息',
        querystring: { type: 'object', required: ['g_code'], properties: { g_code: G_CODE } },
        response: okResponse(CUSTOMER_INFO),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const customer = await customerByNo(app.db, auth, request.query.g_code, 'parking');
      const parks = await visibleParks(app.db, auth)
        .select([
          (eb) => eb.fn.countAll<number>().as('park_count'),
          (eb) => eb.fn.sum<number>('park.total_spaces').as('total_spaces'),
        ])
        .where('park.merchant_id', '=', customer.id)
        .executeTakeFirst();
      return ok(request, {
        ...customer,
        // Nobody edits a customer's contact here, so its phone number is only ever read masked.
        contact_mobile: customer.contact_mobile
          ? maskPhone(customer.contact_mobile)
          : customer.contact_mobile,
        park_count: Number(parks?.park_count ?? 0),
        total_spaces: Number(parks?.total_spaces ?? 0),
      });
    },
  );

  app.get<{ Querystring: { g_code: string } }>(
    '/parking/customer/software/list',
    {
      config: { access: { permission: 'parking:customer:software:list' } },
      schema: {
        tags: ['停车客户'],
        summary: '客户车场使用的软件',
        querystring: { type: 'object', required: ['g_code'], properties: { g_code: G_CODE } },
        response: okResponse(CUSTOMER_PARK_SOFTWARE_LIST),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const customer = await customerByNo(app.db, auth, request.query.g_code, 'parking');
      // A customer has tens of parks, not thousands: one page holds them all.
      const rows = await visibleParks(app.db, auth)
        .leftJoin('park_software_install as install', 'install.park_id', 'park.id')
        .leftJoin('park_software as software', 'software.id', 'install.software_id')
        .select([
          'park.id as park_id',
          'park.name as park_name',
          'park.g_park_uuid',
          'park.status as park_status',
          'install.software_id',
          'install.install_time',
          'install.remark',
          'software.name as software_name',
          'software.vendor',
          'software.version',
          'software.protocol',
        ])
        .where('park.merchant_id', '=', customer.id)
        .orderBy('park.name')
        .limit(500)
        .execute();
      return list(request, rows, { total_count: rows.length, page_index: 1, page_size: rows.length });
    },
  );

  app.put<{ Body: InstallBody }>(
    '/parking/customer/software/update',
    {
      config: { access: { permission: 'parking:customer:software:update' } },
      schema: {
        tags: ['停车客户'],
        summary: '设置车场使用的软件',
        body: {
          type: 'object',
          required: ['park_id', 'software_id'],
          properties: {
            park_id: { type: 'integer', minimum: 1 },
            software_id: { type: 'integer', minimum: 1 },
            remark: { type: 'string', maxLength: 255 },
          },
          additionalProperties: false,
        },
        response: DONE_RESPONSE,
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { park_id: parkId, software_id: softwareId, remark } = request.body;
      const now = nowSeconds();
      await app.db.transaction().execute(async (trx) => {
        // Only a customer's park: the caller's own parks are not "customer software".
        const park = await visibleParks(trx, auth)
          .select(['park.id', 'park.merchant_id'])
          .where('park.id', '=', parkId)
          .where('park.merchant_id', 'in', customersOf(trx, auth, 'parking').select('merchant.id'))
          .executeTakeFirst();
        if (!park) throw new AppError(ApiCode.NOT_FOUND, '车场不存在', `park_id：${parkId}`);
        await assignableSoftware(trx, auth, softwareId);
        const before = await trx
          .selectFrom('park_software_install')
          .selectAll()
          .where('park_id', '=', parkId)
          .executeTakeFirst();
        const values = { software_id: softwareId, remark: remark?.trim() || null, update_time: now };
        let rowId: number;
        if (before) {
          await trx.updateTable('park_software_install').set(values).where('id', '=', before.id).execute();
          rowId = Number(before.id);
        } else {
          const inserted = await trx
            .insertInto('park_software_install')
            .values({ ...values, merchant_id: Number(park.merchant_id), park_id: parkId, install_time: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          rowId = Number(inserted.id);
        }
        await writeAudit(
          {
            db: trx,
            auth,
            request,
            now,
            resource: { key: 'parking/customer/software', label: '客户软件', fields: {} } as never,
          },
          {
            action: before ? 'update' : 'create',
            rowId,
            ...(before && { before }),
            after: { park_id: parkId, ...values },
          },
        );
      });
      return done(request);
    },
  );
}
