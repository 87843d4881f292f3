import fs from 'node:fs';
import path from 'node:path';
import { accountWalletRechargeResource, contractAdminResource, STORED_FILE_ROUTE } from '@console/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import {
  contractDocumentHash,
  postWalletRecharge,
  renderContractPdf,
} from '../modules/base-services/index.js';
import { FileStore } from '../platform/storage/file-store.js';
import { insertDemoRows } from './demo-rows.js';

const DAY = 86_400;
const PARTY = '智慧停车平台运营中心';

type Trx = Transaction<Database>;

/**
 * Contracts in every state (issue 22): the demo merchant's signed service contract, a lease sent for
 * signing and a draft (each a template laid out as PDF, stored when the seed knows the data folder),
 * an expired and a terminated one without a document; and wallet recharge requests: one pending per
 * demo merchant and partner, one approved (posted to the ledger and the wallet) and one rejected.
 */
export async function seedContracts(trx: Trx, now: number, dataDir?: string): Promise<void> {
  const tenants = await trx.selectFrom('merchant').select(['id', 'merchant_no', 'name']).execute();
  const byNo = new Map(tenants.map((t) => [t.merchant_no, { id: Number(t.id), name: t.name }]));
  const platform = await trx
    .selectFrom('manager')
    .innerJoin('merchant', 'merchant.id', 'manager.merchant_id')
    .select(['manager.id', 'manager.merchant_id'])
    .where('merchant.kind', '=', 'platform')
    .where('manager.is_main', '=', 1)
    .orderBy('manager.id')
    .executeTakeFirst();
  const merchant = byNo.get('300001');
  if (!merchant || !platform) return;

  // [tenant, no, template, title, amount, startDay, endDay, status]
  const contracts = [
    ['300001', 'HT2026030001', 1, '智慧停车系统服务合同', 1_880_000, -300, 65, 2],
    ['300001', 'HT2026030002', 2, '道闸设备租赁合同', 360_000, -2, 363, 1],
    ['300001', 'HT2026110003', 3, '无感支付接入协议', 0, 1, 366, 0],
    ['300001', 'HT2025010007', null, '停车场无感支付接入协议（旧版）', 0, -700, -335, 3],
    ['200001', 'HT2026010003', null, '服务商合作协议', 5_000_000, -120, 245, -1],
  ] as const;
  const rows = [];
  for (const [no, contractNo, template, title, amount, startDay, endDay, status] of contracts) {
    const tenant = byNo.get(no);
    if (!tenant) continue;
    const created = now + Math.min(startDay, 0) * DAY - 5 * DAY;
    let file = { link: '', hash: '' };
    if (template !== null) {
      // Without a data folder (tests) there is nowhere to keep a PDF: the row still names the hash of
      // the document it would have, and a download answers that the file is missing.
      const bytes = dataDir
        ? await renderContractPdf({
            contract_no: contractNo,
            template,
            title,
            party: PARTY,
            merchant_name: tenant.name,
            amount,
            start_time: now + startDay * DAY,
            end_time: now + endDay * DAY,
            remark: '',
            create_time: created,
          })
        : Buffer.from(`%PDF-1.4\n% ${contractNo}\n%%EOF\n`);
      const hash = contractDocumentHash(bytes);
      if (dataDir) {
        const target = new FileStore(dataDir).pathOf(hash, 'pdf');
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.writeFile(target, bytes);
        await trx
          .insertInto('file_object')
          .values({
            hash,
            ext: 'pdf',
            size: bytes.length,
            mime: 'application/pdf',
            namespace: 'default',
            merchant_id: Number(platform.merchant_id),
            manager_id: Number(platform.id),
            create_time: created,
          })
          .onConflict((oc) => oc.columns(['hash', 'ext']).doNothing())
          .execute();
      }
      file = { link: `${STORED_FILE_ROUTE}/${hash}.pdf`, hash };
    }
    const sent = status === 0 ? 0 : created + DAY;
    const signed = status === 2 || status === 3;
    rows.push({
      merchant_id: tenant.id,
      contract_no: contractNo,
      title,
      party: PARTY,
      amount,
      start_time: now + startDay * DAY,
      end_time: now + endDay * DAY,
      source: template === null ? 1 : 2,
      template,
      file_link: file.link,
      doc_hash: file.hash,
      status,
      remark: status === 3 ? '到期未续签' : '',
      sent_time: sent,
      sign_name: signed ? '张明' : '',
      sign_time: signed ? sent + DAY : 0,
      sign_ip: signed ? '203.0.113.24' : '',
      terminate_reason: status === -1 ? '双方协商一致提前解除' : '',
      create_time: created,
    });
  }
  await insertDemoRows(trx, contractAdminResource, rows, now);

  const requests = [
    ['300001', 5_000_000, '对公转账充值（招商银行尾号 6688）', 0, -1],
    ['300001', 2_000_000, '对公转账充值', 1, -6],
    ['300001', 1_000_000, '对公转账充值', -1, -9],
    ['200001', 3_000_000, '季度服务费预存', 0, -2],
  ] as const;
  for (const [i, [no, amount, remark, status, day]] of requests.entries()) {
    const tenant = byNo.get(no);
    if (!tenant) continue;
    const [id] = await insertDemoRows(
      trx,
      accountWalletRechargeResource,
      [
        {
          merchant_id: tenant.id,
          recharge_no: `CZ2026${String(i + 1).padStart(10, '0')}`,
          amount,
          voucher: '',
          remark,
          status,
          reject_reason: status === -1 ? '未查询到对应的转账记录，请核对后重新提交' : '',
          applicant_name: '张明',
          auditor_name: status === 0 ? '' : '平台运营',
          audit_time: status === 0 ? 0 : now + (day + 1) * DAY,
          create_time: now + day * DAY,
        },
      ],
      now,
    );
    if (status === 1 && id !== undefined) {
      await postWalletRecharge(
        trx,
        { id, merchant_id: tenant.id, recharge_no: `CZ2026${String(i + 1).padStart(10, '0')}`, amount },
        now + (day + 1) * DAY,
      );
    }
  }
}
