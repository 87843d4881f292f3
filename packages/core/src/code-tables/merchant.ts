import { defineCodeTable } from './define-code-table.js';

/** What kind of tenant a merchant row is (the tenant tree of ARCHITECTURE §4). */
export const TENANT_KIND = defineCodeTable([
  { value: 'platform', label: '平台运营', color: 'purple' },
  { value: 'partner', label: '服务商', color: 'blue' },
  { value: 'merchant', label: '商户', color: 'green' },
  { value: 'group', label: '集团客户', color: 'cyan' },
  { value: 'advertiser', label: '广告主', color: 'orange' },
]);

/** Status of a merchant: a disabled one's users answer 401 on their next call. */
export const MERCHANT_STATUS = defineCodeTable([
  { value: 1, label: '正常', color: 'success' },
  { value: 0, label: '已停用', color: 'default' },
]);

/** Kind of a wallet movement; the amount's sign says whether money came in or went out. */
export const WALLET_TRADE_TYPE = defineCodeTable([
  { value: 1, label: '充值', color: 'success' },
  { value: 2, label: '消费', color: 'processing' },
  { value: 3, label: '退款', color: 'warning' },
  { value: 4, label: '提现', color: 'default' },
]);

/**
 * A contract from drafting to its end: 草稿 (being prepared), 待签署 (sent to the merchant), 已签署
 * (signed in the console; its document frozen by hash), 已到期 (a signed one past its end date),
 * 已终止 (ended early by the platform).
 */
export const CONTRACT_STATUS = defineCodeTable([
  { value: 0, label: '草稿', color: 'default' },
  { value: 1, label: '待签署', color: 'processing' },
  { value: 2, label: '已签署', color: 'success' },
  { value: 3, label: '已到期', color: 'warning' },
  { value: -1, label: '已终止', color: 'error' },
]);

/** Where a contract's document came from. */
export const CONTRACT_SOURCE = defineCodeTable([
  { value: 1, label: '上传合同文件', color: 'blue' },
  { value: 2, label: '按模板起草', color: 'purple' },
]);

/** The templates a contract may be drafted from (their clauses are laid out by the server's PDF). */
export const CONTRACT_TEMPLATE = defineCodeTable([
  { value: 1, label: '智慧停车系统服务合同', color: 'default' },
  { value: 2, label: '道闸设备租赁合同', color: 'default' },
  { value: 3, label: '无感支付接入协议', color: 'default' },
]);

/** A property settlement application (入驻申请) from submission to review. */
export const APPLICATION_STATUS = defineCodeTable([
  { value: 0, label: '待审核', color: 'processing' },
  { value: 1, label: '已通过', color: 'success' },
  { value: -1, label: '已驳回', color: 'error' },
]);
