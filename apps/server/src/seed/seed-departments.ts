import { departmentResource } from '@console/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertDemoRow } from './demo-rows.js';

interface DemoDepartment {
  name: string;
  children?: readonly DemoDepartment[];
}

// Org charts a visitor recognises: the operator's own teams and a parking merchant's lot operations.
const PLATFORM_CHART: readonly DemoDepartment[] = [
  {
    name: '平台运营中心',
    children: [{ name: '客户成功部' }, { name: '商户拓展部' }, { name: '技术研发部' }],
  },
];
const MERCHANT_CHART: readonly DemoDepartment[] = [
  {
    name: '总经理办公室',
    children: [
      { name: '停车运营部', children: [{ name: '收费管理组' }, { name: '巡场安保组' }] },
      { name: '财务部' },
      { name: '客服中心' },
    ],
  },
];

async function insertChart(
  trx: Transaction<Database>,
  merchantId: number,
  chart: readonly DemoDepartment[],
  now: number,
  parentId: number | null = null,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [sort, node] of chart.entries()) {
    // The leader is named afterwards, where one is (the toll group's).
    const id = await insertDemoRow(
      trx,
      departmentResource,
      { merchant_id: merchantId, parent_id: parentId, leader_id: null, name: node.name, sort },
      now,
    );
    ids.set(node.name, id);
    for (const [name, childId] of await insertChart(trx, merchantId, node.children ?? [], now, id))
      ids.set(name, childId);
  }
  return ids;
}

/** The demo org charts; the merchant's clerk leads and works in the toll group. */
export async function seedDepartments(
  trx: Transaction<Database>,
  ids: { platformId?: number; clerk?: number },
  now: number,
): Promise<void> {
  if (ids.platformId) await insertChart(trx, ids.platformId, PLATFORM_CHART, now);
  if (!ids.clerk) return;
  const clerk = await trx
    .selectFrom('manager')
    .select('merchant_id')
    .where('id', '=', ids.clerk)
    .executeTakeFirstOrThrow();
  const chart = await insertChart(trx, Number(clerk.merchant_id), MERCHANT_CHART, now);
  const toll = chart.get('收费管理组');
  if (!toll) return;
  await trx.updateTable('department').set({ leader_id: ids.clerk }).where('id', '=', toll).execute();
  await trx.updateTable('manager').set({ department_id: toll }).where('id', '=', ids.clerk).execute();
}
