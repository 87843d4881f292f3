import { defineView } from '../../define-view.js';
import { field } from '../../field.js';
import { CHANNEL_APPLY_STATUS } from './channel-apply-codes.js';

const RO = { readOnly: true } as const;

/**
 * 支付商户 (`/service/payment/merchant/list`): the merchants below the caller that have applied to a
 * payment channel (渠道进件), each with the state of its latest application per channel and its
 * money in the ledger: 未结算 (trades less fees and refunds not yet settled) and 待转账 (settled,
 * not yet paid to its bank). A view over merchant, channel_application and the ledger's balances;
 * its detail group (支付配置, 访问授权, 提现设置, 交易流水, 结算记录, 转账记录) is keyed by 商户号.
 */
export const paymentMerchantView = defineView({
  key: 'service/payment/merchant',
  label: '支付商户',
  scope: 'merchant',
  permissions: { list: 'payment:merchant:list' },
  fields: {
    merchant_no: field.text({ label: '商户号', ...RO, maxLength: 32, search: 'eq' }),
    name: field.text({ label: '商户名称', ...RO, maxLength: 64, search: 'contains' }),
    alipay_status: field.code(CHANNEL_APPLY_STATUS, { label: '支付宝进件', ...RO }),
    wechat_status: field.code(CHANNEL_APPLY_STATUS, { label: '微信支付进件', ...RO }),
    unsettled_amount: field.money({ label: '未结算金额', ...RO, minimum: Number.MIN_SAFE_INTEGER }),
    settled_amount: field.money({ label: '待转账金额', ...RO, minimum: Number.MIN_SAFE_INTEGER }),
    create_time: field.time({ label: '入驻时间', ...RO, sortable: true }),
  },
  list: {
    columns: [
      'merchant_no',
      'name',
      'alipay_status',
      'wechat_status',
      'unsettled_amount',
      'settled_amount',
      'create_time',
    ],
    sort: ['create_time', 'desc'],
  },
});
