import { materielApplyResource, profitSharePolicyResource, profitStrategyResource } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertDemoRow, insertDemoRows } from './demo-rows.js';

type Db = Kysely<Database>;

const DAY = 86_400;
/** The demo tenants by merchant number (seed-demo.ts): the partner, its parking merchant and its shop. */
const PARTNER_NO = '200001';
const MERCHANT_NO = '300001';
const SHOP_NO = '310001';

async function tenantId(db: Db, merchantNo: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('merchant')
    .select('id')
    .where('merchant_no', '=', merchantNo)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/**
 * 分账政策 (one per business and an old one stopped), 分账策略 (a customer's, every customer's, one
 * that ended) of the demo partner; the demo merchant's 分账设置 names the 临停 policy (its 15 % is
 * the partner_rate the parking-network seed gave it). 物料申请 of the merchant in each state, of the
 * shop, and one of the partner itself for the platform to review.
 */
export async function seedProfit(db: Db, now: number): Promise<void> {
  const partnerId = await tenantId(db, PARTNER_NO);
  const merchantId = await tenantId(db, MERCHANT_NO);
  const shopId = await tenantId(db, SHOP_NO);
  if (!partnerId || !merchantId || !shopId) return;

  const policy = (
    name: string,
    business: number,
    platform_rate: number,
    partner_rate: number,
    status = 1,
  ) => ({
    merchant_id: partnerId,
    name,
    business,
    platform_rate,
    partner_rate,
    status,
    remark: null,
    update_time: now - business * DAY,
  });
  const [parkingTemp, monthly, charging] = await insertDemoRows(
    db,
    profitSharePolicyResource,
    [
      policy('临停标准分账', 1, 500, 1500),
      policy('月卡标准分账', 2, 300, 1000),
      policy('充电桩分账', 3, 800, 2000),
      { ...policy('广告收益分成', 4, 2000, 3000), remark: '按月结算广告收入' },
      policy('旧版临停分账', 1, 1000, 2000, 0),
    ],
    now,
  );

  await insertDemoRows(
    db,
    profitStrategyResource,
    [
      {
        merchant_id: partnerId,
        name: '福田中心临停分账',
        policy_id: parkingTemp!,
        business: 1,
        customer_id: merchantId,
        start_time: now - 60 * DAY,
        end_time: null,
        status: 1,
        remark: null,
        update_time: now - 60 * DAY,
      },
      {
        merchant_id: partnerId,
        name: '全部客户月卡分账',
        policy_id: monthly!,
        business: 2,
        customer_id: null,
        start_time: now - 90 * DAY,
        end_time: now + 275 * DAY,
        status: 1,
        remark: '年度统一政策',
        update_time: now - 90 * DAY,
      },
      {
        merchant_id: partnerId,
        name: '充电试点（已结束）',
        policy_id: charging!,
        business: 3,
        customer_id: merchantId,
        start_time: now - 120 * DAY,
        end_time: now - 30 * DAY,
        status: 0,
        remark: null,
        update_time: now - 30 * DAY,
      },
    ],
    now,
  );
  await db
    .updateTable('customer_profit_policy')
    .set({ policy_id: parkingTemp!, partner_rate: 1500 })
    .where('customer_id', '=', merchantId)
    .execute();

  const apply = (owner: number, n: number, status: number, daysAgo: number) => ({
    merchant_id: owner,
    apply_no: `WL2026112${String(n).padStart(2, '0')}000000${String(n).padStart(3, '0')}`,
    status,
    receiver_name: owner === merchantId ? '王芳' : owner === shopId ? '周婷' : '陈立',
    receiver_mobile: owner === merchantId ? '13800138002' : owner === shopId ? '13800138005' : '13800138001',
    address: owner === merchantId ? '深圳市福田区福华三路 88 号停车场管理处' : '深圳市南山区深南大道 9668 号',
    reject_reason: null,
    express_company: null,
    tracking_no: null,
    auditor_name: null,
    audit_time: null,
    ship_time: null,
    remark: null,
    create_time: now - daysAgo * DAY,
  });
  const reviewed = { auditor_name: '陈立' };
  await insertDemoRows(
    db,
    materielApplyResource,
    [
      { ...apply(merchantId, 1, 0, 1), item: 1, quantity: 20, remark: '新增出口岗亭收款码' },
      { ...apply(merchantId, 2, 1, 3), item: 2, quantity: 2, ...reviewed, audit_time: now - 2 * DAY },
      {
        ...apply(merchantId, 3, 2, 12),
        item: 4,
        quantity: 200,
        ...reviewed,
        audit_time: now - 11 * DAY,
        express_company: '顺丰速运',
        tracking_no: 'SF1402385567012',
        ship_time: now - 10 * DAY,
      },
      {
        ...apply(merchantId, 4, -1, 20),
        item: 3,
        quantity: 50,
        ...reviewed,
        audit_time: now - 19 * DAY,
        reject_reason: '数量超过车场出入口数，请核实后重新申请',
      },
      { ...apply(shopId, 5, 0, 2), item: 1, quantity: 5 },
    ],
    now,
  );
  // The partner's own request: reviewed by the platform, not by itself.
  await insertDemoRow(
    db,
    materielApplyResource,
    { ...apply(partnerId, 6, 0, 4), item: 2, quantity: 10 },
    now,
  );
}
