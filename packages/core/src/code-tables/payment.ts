import { defineCodeTable } from './define-code-table.js';

/** How a parking fee was paid. 7 is not assigned by the spec. */
export const PAY_TYPE = defineCodeTable([
  { value: 1, label: '现金', color: 'default' },
  { value: 2, label: '移动支付', color: 'processing' },
  { value: 3, label: '自动扣费', color: 'cyan' },
  { value: 4, label: '储值余额', color: 'success' },
  { value: 5, label: '直付（绕过停车系统）', color: 'warning' },
  { value: 6, label: '入场支付', color: 'geekblue' },
  { value: 8, label: '优惠券', color: 'purple' },
]);

/** Payment filter of order lists; numbered separately from PAY_TYPE (电子支付 groups several). */
export const ORDER_PAY_FILTER = defineCodeTable([
  { value: 1, label: '电子支付', color: 'processing' },
  { value: 2, label: '现金', color: 'default' },
  { value: 3, label: '零元', color: 'warning' },
  { value: 8, label: '优惠券', color: 'purple' },
]);

/** Business line of a payment; the wire value is the string key. */
export const BUSINESS = defineCodeTable([
  { value: 'parking_cashier', label: '临停缴费', color: 'processing' },
  { value: 'recharge', label: '月卡续费', color: 'success' },
  { value: 'autopay', label: '无感支付', color: 'cyan' },
  { value: 'reserve', label: '预约支付', color: 'geekblue' },
  { value: 'general_payment_api', label: '聚合支付', color: 'purple' },
  { value: 'charging', label: '充电', color: 'lime' },
]);

export const TRANSFER_STATUS = defineCodeTable([
  { value: 0, label: '未转账', color: 'default' },
  { value: 1, label: '已转账', color: 'success' },
  { value: 2, label: '转账中', color: 'processing' },
  { value: -1, label: '转账失败', color: 'error' },
  { value: -2, label: '已退款', color: 'warning' },
]);

export const DEDUCTION_STATUS = defineCodeTable([
  { value: 0, label: '未扣款', color: 'default' },
  { value: 1, label: '已扣款', color: 'success' },
  { value: 2, label: '扣款中', color: 'processing' },
  { value: -1, label: '扣款失败', color: 'error' },
]);

/** Payment channel; -1 is the channel's own "unknown", kept as an entry so it can be filtered on. */
export const PAY_MODE = defineCodeTable([
  { value: 0, label: '线下支付', color: 'default' },
  { value: 1, label: '默认', color: 'default' },
  { value: 2, label: '积分', color: 'gold' },
  { value: 3, label: '微信', color: 'green' },
  { value: 4, label: '支付宝', color: 'blue' },
  { value: 5, label: '一网通', color: 'red' },
  { value: 6, label: '建设银行', color: 'geekblue' },
  { value: 7, label: '云支付', color: 'cyan' },
  { value: 8, label: '工商银行', color: 'volcano' },
  { value: 9, label: '银联', color: 'magenta' },
  { value: 10, label: '农业银行', color: 'lime' },
  { value: -1, label: '未知', color: 'default' },
]);

/** What a settlement line is (结算明细): each adds its signed amount to the settled amount. */
export const SETTLEMENT_LINE_KIND = defineCodeTable([
  { value: 'trade', label: '交易', color: 'success' },
  { value: 'refund', label: '退款', color: 'warning' },
  { value: 'fee', label: '渠道手续费', color: 'default' },
  { value: 'share', label: '分账', color: 'purple' },
  { value: 'carry', label: '上期结转', color: 'error' },
]);
