import { INVOICE_TITLE_TYPE } from '../../code-tables/account.js';
import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { INVOICE_ADAPTER } from '../../code-tables/invoice.js';
import { TAX_RATE } from '../../code-tables/parking-operations.js';
import { BUSINESS } from '../../code-tables/payment.js';
import { defineResource } from '../define-resource.js';
import { defineSettings } from '../define-settings.js';
import { defineView } from '../define-view.js';
import { field } from '../field.js';
import type { FixedCondition } from '../parking/mcoupon.js';

const RO = { readOnly: true } as const;

/**
 * 开票软件 (`/invoice-merchant/software/*`): a provider's invoicing software, the channel its merchants'
 * invoices go through: which adapter, the app key and secret it signs in with, the tax number it is
 * bound to, and whether it is in use. The secret is written, never read back: the list and detail
 * show only 已设置（尾号 xxxx）, and an edit that leaves it empty keeps the stored one.
 */
export const invoiceSoftwareResource = defineResource({
  key: 'invoice/software',
  table: 'invoice_software',
  label: '开票软件',
  scope: 'merchant',
  permissions: {
    list: 'invoice:software:list',
    detail: 'invoice:software:detail',
    create: 'invoice:software:create',
    update: 'invoice:software:update',
  },
  fields: {
    name: field.text({ label: '软件名称', maxLength: 64, required: true, search: 'contains' }),
    adapter: field.code(INVOICE_ADAPTER, { label: '对接方式', required: true, search: 'eq' }),
    tax_no: field.text({
      label: '绑定税号',
      maxLength: 18,
      required: true,
      validators: ['creditCode'],
      help: '开票主体的 18 位统一社会信用代码',
    }),
    api_url: field.text({
      label: '接口地址',
      maxLength: 255,
      validators: ['url'],
      show: ['detail', 'form'],
      help: '本地模拟无需填写',
    }),
    app_key: field.text({ label: 'AppKey', maxLength: 64, required: true, validators: ['paramText'] }),
    // Written only: the module answers it empty and keeps the stored one when an edit leaves it so.
    app_secret: field.text({
      label: 'AppSecret',
      maxLength: 128,
      show: ['form'],
      help: '保存后不再显示；编辑时留空则保持原密钥',
    }),
    secret_hint: field.text({ label: '密钥', maxLength: 32, ...RO }),
    status: field.code(ENABLED_STATUS, { label: '状态', ...RO, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    create_time: field.time({ label: '创建时间', ...RO, sortable: true }),
    update_time: field.time({ label: '更新时间', ...RO, show: ['detail'] }),
  },
  list: {
    columns: ['name', 'adapter', 'tax_no', 'app_key', 'secret_hint', 'status', 'create_time'],
    sort: ['create_time', 'desc'],
  },
  enableDisable: { permission: 'invoice:software:update' },
});

/**
 * 开票软件配置 (`/invoice-merchant/manage/detail`): which of the provider's 开票软件 its merchants'
 * invoices go through, and the people printed on them (开票人, 复核人, 收款人). A merchant below
 * the provider issues through the nearest provider above it that saved this document; with none,
 * through the platform's own channel.
 */
export const invoiceSoftwareConfigSettings = defineSettings({
  key: 'invoice/software-config',
  label: '开票软件配置',
  owner: 'merchant',
  kind: 'invoice-software',
  permissions: { detail: 'invoice:config:view', update: 'invoice:config:update' },
  hint: '旗下商户的发票经所选开票软件开具；软件停用时开票会失败并提示原因',
  fields: {
    software_id: field.ref('invoice/software', { label: '使用的开票软件', required: true }),
    drawer: field.text({ label: '开票人', maxLength: 16, required: true }),
    reviewer: field.text({ label: '复核人', maxLength: 16 }),
    payee: field.text({ label: '收款人', maxLength: 16 }),
  },
  // A required field may start blank: the provider picks its software on the first save.
  defaults: { software_id: null as unknown as number, drawer: '', reviewer: '', payee: '' },
});

/**
 * 开票规则 (`/invoice-merchant/manage/rule`): what the provider's merchants may invoice and up to how
 * much. The server applies the nearest provider's saved rule to every application (申请开票) and
 * every manual issue (开具发票) of a merchant below it; a provider that saved none limits nothing.
 */
export const invoiceRuleSettings = defineSettings({
  key: 'invoice/rule',
  label: '开票规则',
  owner: 'merchant',
  kind: 'invoice-rule',
  permissions: { detail: 'invoice:rule:view', update: 'invoice:rule:update' },
  hint: '对旗下全部商户生效：申请开票与开具发票时由服务端校验',
  fields: {
    businesses: field.codes(BUSINESS, { label: '可开票业务', required: true }),
    max_amount: field.money({
      label: '单张发票限额',
      required: true,
      minimum: 100,
      maximum: 100_000_000,
      help: '价税合计上限',
    }),
    max_orders: field.integer({
      label: '单张最多订单数',
      required: true,
      minimum: 1,
      maximum: 100,
      unit: '笔',
    }),
    within_days: field.integer({
      label: '开票期限',
      required: true,
      minimum: 1,
      maximum: 366,
      unit: '天',
      help: '支付后多少天内可申请开票',
    }),
  },
  defaults: {
    businesses: BUSINESS.entries.map((code) => code.value),
    max_amount: 1_000_000,
    max_orders: 100,
    within_days: 366,
  },
});

/**
 * 申请商户 (`/invoice-merchant/apply/merchant`): the merchants below the provider that opened the
 * invoice service, with how much they invoiced. One row per merchant (id = the merchant's id, so
 * 开具发票 picks its seller from this list).
 */
export const invoiceMerchantView = defineView({
  key: 'invoice/merchant',
  label: '申请商户',
  scope: 'merchant',
  permissions: { list: 'invoice:merchant:list' },
  alsoPermitted: [{ list: 'invoice:invoice:create' }],
  fields: {
    name: field.text({ label: '商户名称', maxLength: 64, ...RO, search: 'contains' }),
    merchant_no: field.text({ label: '商户编号', maxLength: 32, ...RO, search: 'eq' }),
    contact_name: field.text({ label: '联系人', maxLength: 32, ...RO }),
    contact_mobile: field.mobile({ label: '联系电话', ...RO }),
    status: field.code(ENABLED_STATUS, { label: '服务状态', ...RO, search: 'eq' }),
    start_time: field.time({ label: '开通时间', ...RO, sortable: true }),
    expire_time: field.time({ label: '到期时间', ...RO, sortable: true }),
    invoice_count: field.integer({ label: '已开发票数', ...RO }),
    invoice_amount: field.money({ label: '已开票金额', ...RO, minimum: Number.MIN_SAFE_INTEGER }),
  },
  list: {
    columns: [
      'name',
      'merchant_no',
      'contact_name',
      'contact_mobile',
      'status',
      'start_time',
      'expire_time',
      'invoice_count',
      'invoice_amount',
    ],
    sort: ['start_time', 'desc'],
  },
  totals: ['invoice_count', 'invoice_amount'],
});

/**
 * The `invoice` rows issued by hand (开具发票): they name their item (NULL fails `<> ''`). The manual
 * definition's routes and the demo-seed check read the table through it.
 */
export const MANUAL_INVOICE_ROWS: readonly FixedCondition[] = [['manual_item', '!=', '']];

/**
 * 开具发票 (`/invoice-merchant/record/invoice`): the provider issues an invoice by hand for one of its
 * merchants (a sale paid outside the console), to a buyer it types. The same `invoice` row as an
 * application's, with no orders: its one line is the item, rate and amount typed here. The seller's
 * data come from that merchant's 开票设置; the issuing job issues it like any other.
 */
export const manualInvoiceResource = defineResource({
  key: 'invoice/manual',
  table: 'invoice',
  label: '发票',
  scope: 'merchant',
  permissions: {
    list: 'invoice:invoice:list',
    detail: 'invoice:invoice:detail',
    create: 'invoice:invoice:create',
  },
  fields: {
    seller_id: field.ref('invoice/merchant', { label: '销售商户', required: true, virtual: true }),
    apply_no: field.text({ label: '申请单号', maxLength: 32, ...RO }),
    title_type: field.code(INVOICE_TITLE_TYPE, { label: '抬头类型', required: true }),
    buyer_name: field.text({ label: '购买方名称', maxLength: 100, required: true }),
    buyer_tax_no: field.text({
      label: '购买方税号',
      maxLength: 18,
      validators: ['creditCode'],
      help: '企业抬头必填',
      show: ['detail', 'form'],
    }),
    buyer_address: field.text({ label: '购买方地址', maxLength: 200, show: ['detail', 'form'] }),
    buyer_phone: field.text({
      label: '购买方电话',
      maxLength: 20,
      validators: ['contactNumber'],
      show: ['detail', 'form'],
    }),
    buyer_bank: field.text({ label: '购买方开户银行', maxLength: 100, show: ['detail', 'form'] }),
    buyer_account: field.text({
      label: '购买方银行账号',
      maxLength: 32,
      validators: ['digits'],
      show: ['detail', 'form'],
    }),
    email: field.text({ label: '接收邮箱', maxLength: 100, validators: ['email'], show: ['detail', 'form'] }),
    manual_item: field.text({ label: '开票项目', maxLength: 64, required: true }),
    manual_tax_rate: field.code(TAX_RATE, { label: '税率', required: true }),
    amount: field.money({ label: '价税合计', required: true, minimum: 1 }),
    remark: field.text({ label: '备注', maxLength: 200, show: ['detail', 'form'] }),
    create_time: field.time({ label: '申请时间', ...RO, sortable: true }),
  },
  list: {
    columns: ['apply_no', 'buyer_name', 'manual_item', 'amount', 'create_time'],
    sort: ['create_time', 'desc'],
  },
});
