import { defineCodeTable } from './define-code-table.js';

/** A reservation's life: booked (waiting for the car), the car arrived, cancelled, or the hold lapsed. */
export const RESERVE_STATUS = defineCodeTable([
  { value: 0, label: '待入场', color: 'processing' },
  { value: 1, label: '已入场', color: 'success' },
  { value: 2, label: '已取消', color: 'default' },
  { value: 3, label: '已超时', color: 'error' },
]);

/** An appointed (reservable) space of a park. */
export const APPOINTED_SPACE_STATUS = defineCodeTable([
  { value: 1, label: '空闲', color: 'success' },
  { value: 2, label: '已预约', color: 'processing' },
  { value: 0, label: '停用', color: 'default' },
]);

/** Review state shared by reservation appeals and fixed-car applications: only 待审核 may be reviewed. */
export const PARK_REVIEW_STATUS = defineCodeTable([
  { value: 0, label: '待审核', color: 'warning' },
  { value: 1, label: '已通过', color: 'success' },
  { value: 2, label: '已驳回', color: 'error' },
]);

/** Who a lot's data is shared with (车场访问授权). */
export const PARK_ACL_GRANTEE = defineCodeTable([
  { value: 1, label: '商户', color: 'processing' },
  { value: 2, label: '应用', color: 'purple' },
]);

/** The parts of a lot's data an access grant may open; stored comma-joined in park_acl.scopes. */
export const PARK_ACL_SCOPE = defineCodeTable([
  { value: 'record', label: '停车记录', color: 'processing' },
  { value: 'order', label: '订单', color: 'success' },
  { value: 'in_parking', label: '在场车辆', color: 'cyan' },
  { value: 'car', label: '车辆名单', color: 'geekblue' },
  { value: 'reserve', label: '预约', color: 'purple' },
]);

/** The business an invoice configuration of a lot covers. */
export const PARK_INVOICE_BUSINESS = defineCodeTable([
  { value: 'parking_cashier', label: '临停缴费', color: 'processing' },
  { value: 'recharge', label: '月卡续费', color: 'success' },
  { value: 'reserve', label: '预约支付', color: 'geekblue' },
]);

export const INVOICE_KIND = defineCodeTable([
  { value: 1, label: '电子普通发票', color: 'processing' },
  { value: 2, label: '电子专用发票', color: 'gold' },
]);

/** VAT rates a parking invoice may carry, in percent (parking is usually 9 %, small taxpayers 3 % or 1 %). */
export const TAX_RATE = defineCodeTable([
  { value: 0, label: '免税', color: 'default' },
  { value: 1, label: '1%', color: 'default' },
  { value: 3, label: '3%', color: 'default' },
  { value: 5, label: '5%', color: 'default' },
  { value: 6, label: '6%', color: 'default' },
  { value: 9, label: '9%', color: 'processing' },
  { value: 13, label: '13%', color: 'default' },
]);

/** The configuration a lot's 配置日志 covers, by audit-log resource key. */
export const PARK_CONFIG_SOURCE = defineCodeTable([
  { value: 'park', label: '基础信息', color: 'processing' },
  { value: 'parking/charge', label: '收费规则', color: 'gold' },
  { value: 'parking/acl', label: '访问授权', color: 'purple' },
  { value: 'parking/invoice-config', label: '开票配置', color: 'cyan' },
  { value: 'parking/config/reserve', label: '预约设置', color: 'geekblue' },
  { value: 'parking/config/runtime', label: '运行配置', color: 'green' },
  { value: 'parking/config/channel', label: '支付渠道', color: 'volcano' },
]);
