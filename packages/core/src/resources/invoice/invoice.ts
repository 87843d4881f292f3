import { defineResource } from '../define-resource.js';
import { invoiceColumns, invoiceFields, invoiceSections } from './invoice-fields.js';

/** 重新开票 of a failed invoice: back to 待开票 and queued for the issuing job again. */
const retry = (permission: 'invoice:invoice:create' | 'account:invoice:create') =>
  ({
    label: '重新开票',
    permission,
    states: { field: 'status', in: [-1] },
    to: { field: 'status', value: 0 },
    summary: ['apply_no', 'buyer_name', 'amount', 'fail_reason'],
    done: '已重新提交开票',
  }) as const;

/**
 * 开票记录 of the invoice service (`/invoice/manage/invoice`): the invoices a merchant issued, as
 * seller. Scope on the seller (merchant_id): a provider (partner) sees its merchants' invoices
 * (`/invoice-merchant/record/list`), a group its own (`/group-invoice/record/list`), the platform all.
 */
export const invoiceResource = defineResource({
  key: 'invoice/invoice',
  table: 'invoice',
  label: '电子发票',
  scope: 'merchant',
  permissions: {
    list: 'invoice:invoice:list',
    detail: 'invoice:invoice:detail',
    export: 'invoice:invoice:export',
  },
  fields: invoiceFields,
  list: { columns: invoiceColumns, sort: ['create_time', 'desc'] },
  actions: {
    retry: retry('invoice:invoice:create'),
    reverse: {
      label: '红冲',
      permission: 'invoice:invoice:create',
      states: { field: 'status', in: [2] },
      summary: ['invoice_no', 'buyer_name', 'amount'],
      done: '已提交红冲，红字发票开具后原订单可重新开票',
      danger: true,
    },
  },
  detail: { sections: invoiceSections },
});

/**
 * 开票记录 of an account (`/account/invoice/list`): the invoices the caller's tenant applied for,
 * as payer (owner: applicant_id), whoever sold the orders.
 */
export const accountInvoiceResource = defineResource({
  key: 'account/invoice',
  table: 'invoice',
  label: '开票记录',
  scope: 'merchant',
  owner: 'applicant_id',
  permissions: { list: 'account:invoice:list', detail: 'account:invoice:detail' },
  fields: invoiceFields,
  list: { columns: invoiceColumns, sort: ['create_time', 'desc'] },
  actions: { retry: retry('account:invoice:create') },
  detail: { sections: invoiceSections },
});
