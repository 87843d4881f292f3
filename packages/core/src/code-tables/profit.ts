import { defineCodeTable } from './define-code-table.js';

/**
 * The business a profit-sharing policy or strategy applies to (分账业务). Numbered here, not the
 * payment BUSINESS keys: 临停 and 月卡 are parking's two incomes, 充电 and 广告 come later.
 */
export const PROFIT_BUSINESS = defineCodeTable([
  { value: 1, label: '停车临停', color: 'processing' },
  { value: 2, label: '停车月卡', color: 'success' },
  { value: 3, label: '充电', color: 'cyan' },
  { value: 4, label: '广告', color: 'purple' },
]);

/** 物料申请's life: 已提交 → 已通过 → 已发货, or 已驳回 (with a reason) from 已提交 or 已通过. */
export const MATERIEL_APPLY_STATUS = defineCodeTable([
  { value: 0, label: '已提交', color: 'processing' },
  { value: 1, label: '已通过', color: 'success' },
  { value: 2, label: '已发货', color: 'default' },
  { value: -1, label: '已驳回', color: 'error' },
]);

/** What a merchant may ask for (物料): QR stands and signs. */
export const MATERIEL_ITEM = defineCodeTable([
  { value: 1, label: '收款码立牌', color: 'processing' },
  { value: 2, label: '停车场收费公示牌', color: 'blue' },
  { value: 3, label: '出入口引导牌', color: 'cyan' },
  { value: 4, label: '扫码缴费贴纸', color: 'geekblue' },
]);

/** Who gets a profit share (分账对象): the merchant's provider or the platform. */
export const PROFIT_ROLE = defineCodeTable([
  { value: 1, label: '服务商', color: 'processing' },
  { value: 2, label: '平台', color: 'purple' },
]);
