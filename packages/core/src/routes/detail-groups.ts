import type { DetailGroupKey } from './types.js';

/**
 * Query values carried from one tab of a detail group to its siblings (spec 01 §2, spec 02 §2.0):
 * the tabs are keyed by query, not by path, so a tab link without them would lose the object.
 */
export const GROUP_QUERY_KEYS = [
  'g_code',
  'park_name',
  'g_park_uuid',
  'id',
  'identity',
  'merchant',
  'station_id',
] as const;
export type GroupQueryKey = (typeof GROUP_QUERY_KEYS)[number];

/**
 * A detail group: the pages of one object opened from a list, shown as tabs in the second-level
 * group sidebar. The tabs are the routes whose `group` names it, in catalogue order.
 */
export interface DetailGroupDef {
  readonly key: DetailGroupKey;
  /** Heading of the group sidebar. */
  readonly title: string;
  /** The list the group is opened from: the sidebar's back link and the highlighted menu entry. */
  readonly parent: string;
  /** What one object of the group is called, for messages (车场不存在或无权查看). */
  readonly object: string;
  /**
   * The query values the group carries into every tab, add, detail and back link; the first names
   * the object (the gate resolves it), the others title it. The list's row action must pass them.
   */
  readonly queryKeys: readonly [GroupQueryKey, ...GroupQueryKey[]];
}

// The merchant group is opened by the row id (the merchant list's 详情), the customer group by the
// customer's merchant number; both carry the merchant's name or number as `merchant` when given.
// prettier-ignore
export const DETAIL_GROUPS: readonly DetailGroupDef[] = [
  { key: 'advertiser', title: '广告主详情', object: '广告主', parent: '/adverting/advertiser/list', queryKeys: ['id'] },
  { key: 'account-merchant', title: '商户详情', object: '商户', parent: '/account/merchant/manage/list', queryKeys: ['id', 'merchant'] },
  { key: 'energy-station', title: '充电站详情', object: '充电站', parent: '/energy/station/list', queryKeys: ['station_id'] },
  { key: 'energy-customer', title: '客户详情', object: '客户', parent: '/energy/customer/list', queryKeys: ['g_code', 'merchant'] },
  { key: 'payment-merchant', title: '支付商户详情', object: '支付商户', parent: '/service/payment/merchant/list', queryKeys: ['merchant'] },
  { key: 'invoice-service', title: '开票服务详情', object: '开票服务', parent: '/invoice/manage', queryKeys: ['id'] },
  { key: 'parking-customer', title: '客户详情', object: '客户', parent: '/parking/customer/list', queryKeys: ['g_code', 'merchant'] },
  { key: 'parking-lot', title: '车场详情', object: '车场', parent: '/parking/apply/list', queryKeys: ['g_park_uuid', 'park_name'] },
  { key: 'base-user', title: '用户详情', object: '用户', parent: '/base/services/user/list', queryKeys: ['identity', 'merchant'] },
  { key: 'openapi-app', title: '应用详情', object: '应用', parent: '/base/services/keychain/app/list', queryKeys: ['id'] },
  { key: 'group-parking', title: '车场详情', object: '车场', parent: '/group/console', queryKeys: ['g_code', 'park_name'] },
];

export const DETAIL_GROUP_BY_KEY: ReadonlyMap<DetailGroupKey, DetailGroupDef> = new Map(
  DETAIL_GROUPS.map((group) => [group.key, group]),
);
