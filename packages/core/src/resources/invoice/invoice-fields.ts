import { INVOICE_TITLE_TYPE } from '../../code-tables/account.js';
import { INVOICE_COLOR, INVOICE_REVERSED, INVOICE_STATUS } from '../../code-tables/invoice.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;
const DETAIL = { ...RO, show: ['detail'] } as const;

/**
 * The fields of one invoice as every reader sees them (the payer, the seller, its provider, a
 * group). The buyer and seller are copies taken when applying and issuing: a title or seller data
 * edited later does not rewrite an invoice already issued.
 */
export const invoiceFields = {
  apply_no: field.text({ label: '申请单号', maxLength: 32, ...RO, search: 'eq' }),
  invoice_no: field.text({ label: '发票号码', maxLength: 20, ...RO, search: 'eq' }),
  color: field.code(INVOICE_COLOR, { label: '发票类别', ...RO, search: 'eq' }),
  status: field.code(INVOICE_STATUS, { label: '开票状态', ...RO, search: 'eq' }),
  reversed: field.code(INVOICE_REVERSED, { label: '红冲状态', ...RO, show: ['detail'] }),
  fail_reason: field.text({ label: '失败原因', maxLength: 255, ...RO }),
  title_type: field.code(INVOICE_TITLE_TYPE, { label: '抬头类型', ...RO }),
  buyer_name: field.text({ label: '购买方名称', maxLength: 100, ...RO, search: 'contains' }),
  buyer_tax_no: field.text({ label: '购买方税号', maxLength: 18, ...DETAIL }),
  buyer_address: field.text({ label: '购买方地址', maxLength: 200, ...DETAIL }),
  buyer_phone: field.text({ label: '购买方电话', maxLength: 20, ...DETAIL }),
  buyer_bank: field.text({ label: '购买方开户银行', maxLength: 100, ...DETAIL }),
  buyer_account: field.text({ label: '购买方银行账号', maxLength: 32, ...DETAIL }),
  email: field.text({ label: '接收邮箱', maxLength: 100, ...DETAIL }),
  seller_name: field.text({ label: '销售方名称', maxLength: 100, ...RO }),
  seller_tax_no: field.text({ label: '销售方税号', maxLength: 20, ...DETAIL }),
  seller_address: field.text({ label: '销售方地址', maxLength: 200, ...DETAIL }),
  seller_phone: field.text({ label: '销售方电话', maxLength: 20, ...DETAIL }),
  seller_bank: field.text({ label: '销售方开户银行', maxLength: 100, ...DETAIL }),
  seller_account: field.text({ label: '销售方银行账号', maxLength: 32, ...DETAIL }),
  amount: field.money({ label: '价税合计', ...RO, minimum: Number.MIN_SAFE_INTEGER }),
  net_amount: field.money({ label: '金额', ...DETAIL, minimum: Number.MIN_SAFE_INTEGER }),
  tax_amount: field.money({ label: '税额', ...RO, minimum: Number.MIN_SAFE_INTEGER }),
  order_count: field.integer({ label: '订单数', ...RO }),
  // The orders and their lines, as one text (order no, item, rate, amount, tax), decorated.
  lines: field.text({ label: '开票明细', maxLength: 100_000, virtual: true, ...DETAIL }),
  merchant_name: field.text({ label: '销售商户', maxLength: 64, virtual: true, ...DETAIL }),
  issue_time: field.time({ label: '开票时间', ...RO }),
  // A link to the PDF while the invoice is issued; streamed on download, never stored.
  pdf_url: field.file({ label: '发票文件', virtual: true, ...RO }),
  create_time: field.time({ label: '申请时间', ...RO, search: 'range', sortable: true }),
};

export const invoiceColumns = [
  'apply_no',
  'invoice_no',
  'color',
  'buyer_name',
  'seller_name',
  'amount',
  'tax_amount',
  'order_count',
  'status',
  'fail_reason',
  'issue_time',
  'create_time',
  'pdf_url',
] as const;

export const invoiceSections = [
  {
    title: '发票',
    fields: [
      'apply_no',
      'invoice_no',
      'color',
      'status',
      'fail_reason',
      'reversed',
      'issue_time',
      'create_time',
      'pdf_url',
    ],
  },
  {
    title: '购买方',
    fields: [
      'title_type',
      'buyer_name',
      'buyer_tax_no',
      'buyer_address',
      'buyer_phone',
      'buyer_bank',
      'buyer_account',
      'email',
    ],
  },
  {
    title: '销售方',
    fields: [
      'seller_name',
      'seller_tax_no',
      'seller_address',
      'seller_phone',
      'seller_bank',
      'seller_account',
      'merchant_name',
    ],
  },
  { title: '金额', fields: ['amount', 'net_amount', 'tax_amount', 'order_count', 'lines'] },
] as const;
