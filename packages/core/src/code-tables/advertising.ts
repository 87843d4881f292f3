import { defineCodeTable } from './define-code-table.js';

/** 广告审核状态: a plan or a promotion demand waits for the platform's review; only 已通过 serves. */
export const AD_AUDIT_STATUS = defineCodeTable([
  { value: 0, label: '待审核', color: 'processing' },
  { value: 1, label: '已通过', color: 'success' },
  { value: 2, label: '已驳回', color: 'error' },
]);

/**
 * 广告位类型: where on the lot's media an ad shows, with the creative size it needs. A creative must
 * have the type's ratio (within 1 %) and at least its width; a slot of the type has the same ratio.
 */
export const AD_SLOT_TYPE = defineCodeTable([
  { value: 1, label: '支付页横幅', color: 'processing', width: 750, height: 300 },
  { value: 2, label: '缴费机屏幕', color: 'cyan', width: 1920, height: 1080 },
  { value: 3, label: '出口显示屏', color: 'purple', width: 1080, height: 1920 },
  { value: 4, label: '小程序开屏', color: 'success', width: 750, height: 1334 },
]);

/** 出价方式: per thousand impressions or per click, the bid in fen. */
export const AD_BID_MODE = defineCodeTable([
  { value: 1, label: 'CPM（千次曝光）', color: 'processing' },
  { value: 2, label: 'CPC（单次点击）', color: 'success' },
]);

/** 投放节奏 of the exposure strategy. */
export const AD_PACING = defineCodeTable([
  { value: 1, label: '匀速投放', color: 'processing' },
  { value: 2, label: '加速投放', color: 'warning' },
]);

/** How the exposure strategy orders plans that compete for one slot. */
export const AD_PRIORITY_MODE = defineCodeTable([
  { value: 1, label: '出价优先', color: 'processing' },
  { value: 2, label: '计划优先级优先', color: 'success' },
]);

/** 账单类型 of an advertiser's bill line (each is one journal entry). */
export const AD_BILL_KIND = defineCodeTable([
  { value: 1, label: '预付充值', color: 'success' },
  { value: 2, label: '广告消耗', color: 'warning' },
  { value: 3, label: '退款', color: 'default' },
]);

/** 结算周期 of a traffic provider's income (ad_provider_rule.settle_cycle). */
export const AD_SETTLE_CYCLE = defineCodeTable([
  { value: 1, label: '按日结算', color: 'processing' },
  { value: 2, label: '按周结算', color: 'cyan' },
  { value: 3, label: '按月结算', color: 'success' },
]);

/** 媒体类型 of a media app: the kind of screen or page its slots are on. */
export const AD_MEDIA_TYPE = defineCodeTable([
  { value: 1, label: '缴费机', color: 'processing' },
  { value: 2, label: '岗亭显示屏', color: 'cyan' },
  { value: 3, label: '小程序', color: 'success' },
  { value: 4, label: 'H5 支付页', color: 'purple' },
]);

/** 投放状态 of a plan, beside its review: the advertiser pauses and resumes it. */
export const AD_PLAN_STATUS = defineCodeTable([
  { value: 1, label: '投放中', color: 'success' },
  { value: 0, label: '已暂停', color: 'default' },
]);
