import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/clock.js';
import { recordTrade } from '../modules/settlement/index.js';
import { bearer } from './account-fixture.js';
import type { TreeMember } from './tenant-tree.js';

/** The codes a merchant needs to run its invoicing and apply for invoices as payer. */
export const INVOICE_CODES = [
  'invoice:service:list',
  'invoice:service:create',
  'invoice:service:update',
  'invoice:service:renew',
  'invoice:setting:view',
  'invoice:setting:update',
  'invoice:trade:list',
  'invoice:invoice:list',
  'invoice:invoice:detail',
  'invoice:invoice:create',
  'account:invoice-trade:list',
  'account:invoice:list',
  'account:invoice:detail',
  'account:invoice:create',
];

export const SELLER_SETTING = {
  seller_name: '深圳市测试停车管理有限公司',
  seller_tax_no: '91440300708461136T',
  seller_address: '深圳市福田区福华三路 88 号',
  seller_phone: '0755-88886666',
  seller_bank: '招商银行深圳福田支行',
  seller_account: '755912345610801',
  parking_item_name: '*经营租赁*停车费',
  parking_tax_rate: 9,
  card_item_name: '*经营租赁*停车费（月卡）',
  card_tax_rate: 6,
};

export const COMPANY_TITLE = {
  title_type: 1,
  title: '广州市天河科技有限公司',
  tax_no: '91440101MA5CYW8L2E',
  bank_name: '工商银行天河支行',
  bank_account: '3602000109000123456',
  register_address: '广州市天河区体育西路 1 号',
  register_phone: '020-88886666',
  email: 'finance@example.cn',
};

/** Opens the member's invoice service (12 months) and saves its 开票设置, through the API. */
export async function openInvoicing(app: FastifyInstance, member: TreeMember): Promise<void> {
  const opened = await app.inject({
    method: 'POST',
    url: '/api/invoice/service/create',
    headers: bearer(member.token),
    payload: { contact_name: '张三', contact_mobile: '13800138000', months: 12 },
  });
  if (opened.json().code !== 1001) throw new Error(`open service: ${opened.body}`);
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/invoice/setting/update',
    headers: bearer(member.token),
    payload: SELLER_SETTING,
  });
  if (saved.json().code !== 1002) throw new Error(`save setting: ${saved.body}`);
}

let serial = (process.pid % 1000) * 1000 + 300;

/** A paid order of the member (a trade of the ledger), `amount` fen paid through WeChat. */
export async function paidOrder(
  app: FastifyInstance,
  member: TreeMember,
  amount: number,
  business: 'parking_cashier' | 'recharge' = 'parking_cashier',
): Promise<number> {
  serial += 1;
  const id = await recordTrade(app.db, business === 'recharge' ? 'recharge_order' : 'payment_order', {
    id: 900_000_000 + serial,
    merchant_id: member.merchantId,
    park_id: null,
    order_no: `P${String(serial).padStart(12, '0')}`,
    plate: '粤B12345',
    business,
    pay_type: 2,
    pay_mode: 3,
    paid_amount: amount,
    pay_time: nowSeconds(),
  });
  return id!;
}

export function applyInvoice(
  app: FastifyInstance,
  member: TreeMember,
  tradeIds: number[],
  title = COMPANY_TITLE,
) {
  return app.inject({
    method: 'POST',
    url: '/api/account/invoice/apply',
    headers: bearer(member.token),
    payload: { ...title, trade_ids: tradeIds },
  });
}
