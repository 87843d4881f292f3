import { defineCodeTable } from '../../../code-tables/define-code-table.js';

/** The channel a merchant applies to (渠道进件): with its pay mode and fee in the channel table. */
export { PAY_CHANNEL } from '../../../code-tables/payment-channel.js';

/**
 * 渠道进件 status: 草稿 (the partner opened it, the merchant has not sent it), 待审核 (sent through the
 * link), 已通过 (the partner approved and the channel answered with a 进件编号), 已驳回 (with a reason;
 * the merchant may correct it through the link and send it again).
 */
export const CHANNEL_APPLY_STATUS = defineCodeTable([
  { value: 0, label: '草稿', color: 'default' },
  { value: 1, label: '待审核', color: 'warning' },
  { value: 2, label: '已通过', color: 'success' },
  { value: 3, label: '已驳回', color: 'error' },
]);

/** What an external link may do: fill (and send) the application, or only read it and its outcome. */
export const CHANNEL_LINK_PURPOSE = defineCodeTable([
  { value: 'apply', label: '填写进件', color: 'processing' },
  { value: 'detail', label: '查看进件', color: 'default' },
  { value: 'config', label: '渠道配置', color: 'default' },
]);

/** The channel application statuses in which the merchant may still fill the application. */
export const CHANNEL_APPLY_EDITABLE: readonly number[] = [0, 3];
