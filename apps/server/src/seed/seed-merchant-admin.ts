import { projectResource, propertyApplicationResource, walletTransactionResource } from '@console/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertDemoRow, insertDemoRows } from './demo-rows.js';

const DAY = 86_400;

/** Profiles, wallets with movements, contracts and settlement applications for the demo tenants. */
export async function seedMerchantAdmin(trx: Transaction<Database>, now: number): Promise<void> {
  const tenants = await trx
    .selectFrom('merchant')
    .select(['id', 'merchant_no', 'kind', 'parent_id'])
    .execute();
  const byNo = new Map(tenants.map((t) => [t.merchant_no, Number(t.id)]));
  const id = (no: string) => {
    const found = byNo.get(no);
    if (found === undefined) throw new Error(`demo tenant ${no} missing`);
    return found;
  };

  await trx
    .updateTable('merchant')
    .set({ address: '深圳市福田区福华三路 88 号', licence_no: '91440300MA5FT4XK7B' })
    .where('id', '=', id('300001'))
    .execute();
  await trx
    .updateTable('merchant')
    .set({ address: '深圳市南山区前海深港合作区前湾一路 1 号', licence_no: '914403003060001234' })
    .where('id', '=', id('200001'))
    .execute();

  for (const tenant of tenants) {
    await trx
      .insertInto('wallet')
      .values({ merchant_id: Number(tenant.id), update_time: now })
      .execute();
  }
  await seedWallet(trx, id('300001'), 'F', now);
  await seedWallet(trx, id('200001'), 'Q', now);

  // Contracts: seed-contracts.ts (issue 22).

  const projects = [
    ['200001', '万象天地停车项目', '华润万象生活', '440305', ['300001']],
    ['200001', '前海嘉里中心停车项目', '嘉里物业', '440305', []],
    ['400001', '华润城集团停车项目', '华润置地物业集团', '440305', []],
  ] as const;
  for (const [i, [owner, name, customer, area, granted]] of projects.entries()) {
    const projectId = await insertDemoRow(
      trx,
      projectResource,
      {
        merchant_id: id(owner),
        project_no: `XM${String(i + 1).padStart(8, '0')}`,
        name,
        customer_name: customer,
        area_code: area,
        status: 1,
        create_time: now - (i + 3) * DAY,
      },
      now,
    );
    for (const no of granted) {
      await trx
        .insertInto('project_grant')
        .values({ project_id: projectId, merchant_id: id(no), create_time: now })
        .execute();
    }
  }

  const applications = [
    ['深圳万象物业管理有限公司', '91440300MA5FT4XK7B', '林涛', '13712345678', '440304', 0, '200001'],
    ['广州天河城物业服务有限公司', '914401017083396311', '黄蕾', '13622223333', '440106', 0, '100000'],
    ['深圳华侨城物业集团', '91440300192174150L', '吴刚', '13544445555', '440305', -1, '200001'],
  ] as const;
  await insertDemoRows(
    trx,
    propertyApplicationResource,
    applications.map(([name, code, contact, mobile, area, status, reviewer], i) => ({
      merchant_id: id(reviewer),
      company_name: name,
      credit_code: code,
      contact_name: contact,
      contact_mobile: mobile,
      area_code: area,
      status,
      // None approved yet: no merchant made from them; the rejected one says why.
      audit_remark: status === -1 ? '营业执照照片不清晰，请重新提交' : '',
      created_merchant_no: '',
      applicant_id: null,
      create_time: now - (i + 1) * DAY,
      audit_time: status === 0 ? 0 : now - i * DAY,
    })),
    now,
  );
}

/** Thirty days of movements ending at a balance, so the list pages and the balance agree. */
async function seedWallet(trx: Transaction<Database>, merchantId: number, tag: string, now: number) {
  const moves: [number, number, string][] = [];
  for (let day = 30; day >= 1; day -= 1) {
    if (day % 10 === 0) moves.push([1, 500_000, '对公转账充值']);
    else if (day % 7 === 0) moves.push([3, 1_200, '短信服务费退款']);
    else if (day % 13 === 0) moves.push([4, -200_000, '提现至对公账户']);
    else moves.push([2, -(3_000 + day * 170), day % 2 ? '短信通知服务费' : '电子发票开具服务费']);
  }
  let balance = 0;
  const rows = moves.map(([type, amount, remark], i) => {
    balance += amount;
    return {
      merchant_id: merchantId,
      serial_no: `W${tag}${String(merchantId).padStart(4, '0')}${String(i + 1).padStart(4, '0')}`,
      trade_type: type,
      amount,
      balance_after: balance,
      remark,
      create_time: now - (30 - i) * DAY + 3_600 * 10,
    };
  });
  await insertDemoRows(trx, walletTransactionResource, rows, now);
  await trx
    .updateTable('wallet')
    .set({ balance, update_time: now })
    .where('merchant_id', '=', merchantId)
    .execute();
}
