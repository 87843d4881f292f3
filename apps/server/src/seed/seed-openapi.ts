import {
  openapiAppModuleResource,
  openapiAppResource,
  openapiCallbackResource,
  openapiDeliveryResource,
  parkAclResource,
} from '@console/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertDemoRows } from './demo-rows.js';

/** The demo parking merchant (seed-demo.ts), whose first lot shares its data with the partner's app. */
const MERCHANT_NO = '300001';
const APP_KEY = 'akdemo0000000000001';

/**
 * 应用管理 of the demo partner: one app with two modules granted and a callback URL, a lot of its
 * merchant granting the app its records and orders, and a delivered and a failed delivery in the
 * log. The app has no secret yet (重置密钥 makes one and shows it once), so nothing is signed or
 * sent until someone does.
 */
export async function seedOpenapi(trx: Transaction<Database>, partnerId: number, now: number): Promise<void> {
  const [appId] = await insertDemoRows(
    trx,
    openapiAppResource,
    [
      {
        merchant_id: partnerId,
        name: '停车数据对接（演示）',
        app_key: APP_KEY,
        status: 1,
        secret_time: 0,
        remark: '演示应用：重置密钥后即可签名调用',
      },
    ],
    now,
  );
  await insertDemoRows(
    trx,
    openapiAppModuleResource,
    [
      { merchant_id: partnerId, app_id: appId, module: 'record', status: 1 },
      { merchant_id: partnerId, app_id: appId, module: 'order', status: 1 },
      { merchant_id: partnerId, app_id: appId, module: 'in_parking', status: 0 },
    ],
    now,
  );
  const callbackUrl = 'https://partner.example.com/parking/callback';
  await insertDemoRows(
    trx,
    openapiCallbackResource,
    [{ merchant_id: partnerId, app_id: appId, event_type: 'car_exit', url: callbackUrl, status: 1 }],
    now,
  );
  const park = await trx
    .selectFrom('park')
    .innerJoin('merchant', 'merchant.id', 'park.merchant_id')
    .select(['park.id', 'park.merchant_id'])
    .where('merchant.merchant_no', '=', MERCHANT_NO)
    .orderBy('park.id')
    .executeTakeFirst();
  if (!park) return;
  await insertDemoRows(
    trx,
    parkAclResource,
    [
      {
        merchant_id: Number(park.merchant_id),
        park_id: Number(park.id),
        grantee_kind: 2,
        grantee_no: APP_KEY,
        grantee_name: '停车数据对接（演示）',
        scopes: 'order,record',
        expire_time: now + 365 * 86_400,
        status: 1,
      },
    ],
    now,
  );
  const event = (id: string, status: number, extra: Record<string, unknown>) => ({
    merchant_id: partnerId,
    app_id: appId,
    event_id: id,
    event_type: 'car_exit',
    park_id: Number(park.id),
    url: callbackUrl,
    status,
    payload: JSON.stringify({ event_id: id, event_type: 'car_exit', app_id: APP_KEY }),
    ...extra,
  });
  await insertDemoRows(
    trx,
    openapiDeliveryResource,
    [
      event('car_exit-demo-1', 1, {
        attempts: 1,
        last_http_status: 200,
        last_error: null,
        last_try_time: now - 3600,
        delivered_time: now - 3600,
        create_time: now - 3600,
      }),
      event('car_exit-demo-2', 2, {
        attempts: 10,
        last_http_status: 502,
        last_error: '已停止重试：回调返回 HTTP 502',
        last_try_time: now - 600,
        delivered_time: 0,
        create_time: now - 7200,
      }),
    ],
    now,
  );
}
