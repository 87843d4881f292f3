import { INVOICE_TITLE_TYPE } from '../../code-tables/account.js';
import { defineSettings } from '../define-settings.js';
import { field } from '../field.js';

const COMPANY = 1;

/**
 * 发票抬头 (`/account/invoice/config`): the title the signed-in merchant's invoices are issued to.
 * The spec shows no fields; these are what a Chinese VAT invoice asks (抬头类型, 名称, 税号, and
 * for a special invoice the bank and registered address and phone), plus where it is sent. One
 * document per merchant, which only that merchant reads and writes.
 */
export const invoiceTitleSettings = defineSettings({
  key: 'account/invoice/config',
  label: '发票抬头',
  owner: 'merchant',
  kind: 'invoice-title',
  permissions: { detail: 'account:invoice-title:list', update: 'account:invoice-title:update' },
  hint: '申请开票时默认使用此抬头；企业抬头须填写税号',
  fields: {
    title_type: field.code(INVOICE_TITLE_TYPE, { label: '抬头类型', required: true }),
    title: field.text({ label: '发票抬头', maxLength: 100, required: true }),
    tax_no: field.text({
      label: '税号',
      maxLength: 18,
      validators: ['creditCode'],
      help: '18 位统一社会信用代码',
    }),
    bank_name: field.text({ label: '开户银行', maxLength: 100 }),
    bank_account: field.text({ label: '银行账号', maxLength: 32, validators: ['digits'] }),
    register_address: field.text({ label: '注册地址', maxLength: 200 }),
    register_phone: field.text({ label: '注册电话', maxLength: 20, validators: ['contactNumber'] }),
    email: field.text({
      label: '接收邮箱',
      maxLength: 100,
      validators: ['email'],
      help: '电子发票发送到此邮箱',
    }),
  },
  defaults: {
    title_type: COMPANY,
    title: '',
    tax_no: '',
    bank_name: '',
    bank_account: '',
    register_address: '',
    register_phone: '',
    email: '',
  },
  check: (value) => (value.title_type === COMPANY && !value.tax_no ? '企业抬头请填写税号' : undefined),
});
