import { ENABLED_STATUS } from '../../code-tables/enabled-status.js';
import { TAX_RATE } from '../../code-tables/parking-operations.js';
import { defineResource } from '../define-resource.js';
import { defineSettings } from '../define-settings.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;
const months = (label: string) =>
  field.integer({
    label,
    required: true,
    minimum: 1,
    maximum: 36,
    unit: '个月',
    show: ['form'],
    immutable: true,
  });

/**
 * 开票服务 (`/invoice/manage`, `/invoice/create`, `/invoice/renew`, `/invoice/edit`): one row per
 * merchant (unique merchant_id) saying it may issue invoices until `expire_time`. 开通 starts it
 * today for the months asked; 续费 adds months to the later of now and the current expiry. The
 * provider (`/invoice-merchant/apply/*`) reads and edits its merchants' rows with its own codes.
 */
export const invoiceServiceResource = defineResource({
  key: 'invoice/service',
  table: 'invoice_service',
  label: '开票服务',
  scope: 'merchant',
  permissions: {
    list: 'invoice:service:list',
    detail: 'invoice:service:list',
    create: 'invoice:service:create',
    update: 'invoice:service:update',
  },
  alsoPermitted: [
    { list: 'invoice:apply:list', detail: 'invoice:apply:detail', update: 'invoice:apply:update' },
  ],
  fields: {
    merchant_name: field.text({ label: '商户', maxLength: 64, virtual: true, ...RO }),
    contact_name: field.text({ label: '联系人', maxLength: 32, required: true }),
    contact_mobile: field.mobile({ label: '联系电话', required: true }),
    months: months('开通时长'),
    start_time: field.time({ label: '开通时间', ...RO }),
    expire_time: field.time({ label: '到期时间', ...RO, sortable: true }),
    status: field.code(ENABLED_STATUS, { label: '状态', ...RO, search: 'eq' }),
    remark: field.text({ label: '备注', maxLength: 255, show: ['detail', 'form'] }),
    create_time: field.time({ label: '创建时间', ...RO, sortable: true }),
    update_time: field.time({ label: '更新时间', ...RO, show: ['detail'] }),
  },
  list: {
    columns: ['merchant_name', 'contact_name', 'contact_mobile', 'start_time', 'expire_time', 'status'],
    sort: ['create_time', 'desc'],
  },
  actions: {
    renew: {
      label: '续费',
      permission: 'invoice:service:renew',
      input: { renew_months: months('续费时长') },
      defaults: { renew_months: 12 },
      summary: ['merchant_name', 'expire_time'],
      done: '续费成功',
    },
  },
  enableDisable: { permission: 'invoice:service:update' },
});

/**
 * 开票设置 (`/invoice/setting`): the seller data printed on the merchant's invoices and, per
 * business, the item name (开票项目) and tax rate its orders are invoiced with.
 */
export const invoiceSettingSettings = defineSettings({
  key: 'invoice/setting',
  label: '开票设置',
  owner: 'merchant',
  kind: 'invoice-setting',
  permissions: { detail: 'invoice:setting:view', update: 'invoice:setting:update' },
  hint: '销售方信息印在发票上；各业务按此处的开票项目和税率开票',
  fields: {
    seller_name: field.text({ label: '销售方名称', maxLength: 100, required: true }),
    seller_tax_no: field.text({
      label: '销售方税号',
      maxLength: 18,
      required: true,
      validators: ['creditCode'],
      help: '18 位统一社会信用代码',
    }),
    seller_address: field.text({ label: '销售方地址', maxLength: 200 }),
    seller_phone: field.text({ label: '销售方电话', maxLength: 20, validators: ['contactNumber'] }),
    seller_bank: field.text({ label: '开户银行', maxLength: 100 }),
    seller_account: field.text({ label: '银行账号', maxLength: 32, validators: ['digits'] }),
    parking_item_name: field.text({ label: '停车费开票项目', maxLength: 64, required: true }),
    parking_tax_rate: field.code(TAX_RATE, { label: '停车费税率', required: true }),
    card_item_name: field.text({ label: '月卡开票项目', maxLength: 64, required: true }),
    card_tax_rate: field.code(TAX_RATE, { label: '月卡税率', required: true }),
  },
  defaults: {
    seller_name: '',
    seller_tax_no: '',
    seller_address: '',
    seller_phone: '',
    seller_bank: '',
    seller_account: '',
    parking_item_name: '*经营租赁*停车费',
    parking_tax_rate: 9,
    card_item_name: '*经营租赁*停车费（月卡）',
    card_tax_rate: 9,
  },
});
