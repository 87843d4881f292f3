import { INVOICED_STATE } from '../../code-tables/invoice.js';
import { BUSINESS, PAY_MODE } from '../../code-tables/payment.js';
import { defineView } from '../define-view.js';
import { field } from '../field.js';

const RO = { readOnly: true } as const;

/**
 * A paid order as invoicing sees it: one trade of the ledger (an order paid through a channel; cash
 * and stored value are not trades), its invoiceable amount being what was paid less what was refunded.
 */
const consumptionFields = {
  trade_no: field.text({ label: '交易流水号', maxLength: 32, ...RO, show: ['detail'] }),
  order_no: field.text({ label: '订单号', maxLength: 32, ...RO, search: 'eq' }),
  park_name: field.text({ label: '车场', maxLength: 64, ...RO }),
  business: field.code(BUSINESS, { label: '业务类型', ...RO, search: 'eq' }),
  plate: field.text({ label: '车牌号', maxLength: 10, ...RO, search: 'prefix' }),
  pay_mode: field.code(PAY_MODE, { label: '支付渠道', ...RO }),
  amount: field.money({ label: '可开票金额', ...RO }),
  pay_time: field.time({ label: '支付时间', ...RO, search: 'range', sortable: true }),
};

/**
 * 消费记录 of an account (`/account/invoice/trade`): the caller's paid orders not yet on an invoice
 * (nor on one being issued); select several and 申请开票. An order is the caller's when its trade is
 * its tenant's (see decisions: the payer of an order).
 */
export const accountConsumptionView = defineView({
  key: 'account/invoice/trade',
  label: '消费记录',
  scope: 'merchant',
  permissions: { list: 'account:invoice-trade:list' },
  fields: consumptionFields,
  list: {
    columns: ['order_no', 'park_name', 'business', 'plate', 'pay_mode', 'amount', 'pay_time'],
    sort: ['pay_time', 'desc'],
  },
});

/** 消费记录 of the invoice service (`/invoice/manage/trade`): the merchant's paid orders and whether each is invoiced. */
export const serviceConsumptionView = defineView({
  key: 'invoice/trade',
  label: '消费记录',
  scope: 'merchant',
  permissions: { list: 'invoice:trade:list' },
  fields: {
    ...consumptionFields,
    invoiced: field.code(INVOICED_STATE, { label: '开票状态', ...RO, search: 'eq' }),
  },
  list: {
    columns: ['order_no', 'park_name', 'business', 'plate', 'pay_mode', 'amount', 'pay_time', 'invoiced'],
    sort: ['pay_time', 'desc'],
  },
});
