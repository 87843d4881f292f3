import {
  abnormalPassageView,
  configLogView,
  customerView,
  energyCustomerView,
  importBatchView,
  importErrorView,
  paymentMerchantView,
  profitIncomeOrderView,
  profitIncomeSerialView,
  profitPaymentOrderView,
  profitPaymentSerialView,
  reportView,
  revenueView,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/clock.js';
import { createTenant } from '../seed/tenant-builder.js';
import { insertAuditRow } from './audit-row.js';
import { createClosedStay, createOpenStay, createPark } from './parking-fixture.js';
import { shareFrom, shareTo } from './profit-share-fixture.js';
import type { TreeMember } from './tenant-tree.js';

/** A view's row made for a tenant: its row key, and the query the list needs to reach it. */
export interface ViewRow {
  key: number | string;
  query: string;
}

const DAY = 86_400;
let serial = 0;
const CHINA_OFFSET = 8 * 3600;

/** Rows of the views for the generated endpoint test, each over a fresh park of the owner. */
export function viewRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<ViewRow>> {
  return {
    // A parking merchant opened below the owner is the owner's customer.
    [customerView.key]: async (owner) => {
      const customer = await createTenant(
        app.db,
        {
          merchantNo: `KH${process.pid}${(serial += 1)}`,
          name: '行客户',
          kind: 'merchant',
          parentId: owner.merchantId,
          products: ['parking'],
        },
        nowSeconds(),
      );
      return { key: customer.id, query: '' };
    },
    // A merchant holding the energy product opened below the owner is its energy customer.
    [energyCustomerView.key]: async (owner) => {
      const customer = await createTenant(
        app.db,
        {
          merchantNo: `NY${process.pid}${(serial += 1)}`,
          name: '行能源客户',
          kind: 'merchant',
          parentId: owner.merchantId,
          products: ['energy'],
        },
        nowSeconds(),
      );
      return { key: customer.id, query: '' };
    },
    // A merchant opened below the owner that has applied to a payment channel is a 支付商户.
    [paymentMerchantView.key]: async (owner) => {
      const now = nowSeconds();
      const merchant = await createTenant(
        app.db,
        {
          merchantNo: `ZF${process.pid}${(serial += 1)}`,
          name: '支付商户',
          kind: 'merchant',
          parentId: owner.merchantId,
          products: ['trading'],
        },
        now,
      );
      await app.db
        .insertInto('channel_application')
        .values({ merchant_id: merchant.id, channel: 1, create_time: now })
        .execute();
      return { key: merchant.id, query: '' };
    },
    // A change of the park row is the simplest configuration change a lot's log shows.
    [configLogView.key]: async (owner) => {
      const parkId = await createPark(app.db, owner.merchantId);
      const id = await insertAuditRow(app.db, owner, { resource: 'park', rowId: parkId });
      return { key: id, query: `park_id=${parkId}` };
    },
    // A paid order today: its lot's group of today is the row.
    [revenueView.key]: async (owner) => {
      const parkId = await createPark(app.db, owner.merchantId);
      const { orderId } = await createClosedStay(app.db, parkId);
      const paid = nowSeconds();
      await app.db.updateTable('payment_order').set({ pay_time: paid }).where('id', '=', orderId).execute();
      const day = Math.floor((paid + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;
      return { key: `${day}:${parkId}`, query: `park_id=${parkId}` };
    },
    // An export the owner asked for (its job need not have run).
    [reportView.key]: async (owner) => {
      const task = await app.db
        .insertInto('report_task')
        .values({
          merchant_id: owner.merchantId,
          manager_id: owner.managerId,
          report_type: 2,
          report_name: '停车记录',
          resource_key: 'parking/record',
          format: 'csv',
          create_time: nowSeconds(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { key: Number(task.id), query: '' };
    },
    // A car parked two days: 异常通行's 超时未出场 row, keyed by its record and kind 1.
    [abnormalPassageView.key]: async (owner) => {
      const parkId = await createPark(app.db, owner.merchantId);
      const recordId = await createOpenStay(app.db, parkId);
      await app.db
        .updateTable('parking_record')
        .set({ entry_time: nowSeconds() - 2 * DAY })
        .where('id', '=', recordId)
        .execute();
      return { key: `${recordId}:1`, query: `park_id=${parkId}` };
    },
    // A share the owner's settlement paid (to the tenant above it) / one paid to the owner.
    [profitPaymentSerialView.key]: async (owner) => ({
      key: Number((await shareFrom(app, owner.merchantId)).id),
      query: '',
    }),
    [profitPaymentOrderView.key]: async (owner) => {
      const share = await shareFrom(app, owner.merchantId);
      return { key: `${share.settlement_id}:${share.payee_id}`, query: '' };
    },
    [profitIncomeSerialView.key]: async (owner) => ({
      key: Number((await shareTo(app, owner.merchantId)).id),
      query: '',
    }),
    [profitIncomeOrderView.key]: async (owner) => {
      const share = await shareTo(app, owner.merchantId);
      return { key: `${share.settlement_id}:${share.payee_id}`, query: '' };
    },
    // An import batch of the owner (its job need not have run).
    [importBatchView.key]: async (owner) => ({ key: await importBatchOf(app, owner), query: '' }),
    // A refused row of such a batch: the list needs its batch number.
    [importErrorView.key]: async (owner) => {
      const batchId = await importBatchOf(app, owner);
      const row = await app.db
        .insertInto('import_row')
        .values({ batch_id: batchId, row_no: 2, ok: 0, row_id: null, message: '请输入正确的车牌号码' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { key: Number(row.id), query: `batch_no=T${batchId}` };
    },
  };
}

async function importBatchOf(app: FastifyInstance, owner: TreeMember): Promise<number> {
  const batch = await app.db
    .insertInto('import_batch')
    .values({
      batch_no: `TMP${process.pid}${(serial += 1)}`,
      merchant_id: owner.merchantId,
      manager_id: owner.managerId,
      resource_key: 'parking/month-card',
      name: '月卡车辆导入',
      file_url: '/api/storage/oss/file/x.csv',
      charset: 'UTF-8',
      create_time: nowSeconds(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(batch.id);
  // The batch number names the batch in the error list's query.
  await app.db
    .updateTable('import_batch')
    .set({ batch_no: `T${id}` })
    .where('id', '=', id)
    .execute();
  return id;
}
