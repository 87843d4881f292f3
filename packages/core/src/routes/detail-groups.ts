import type { DetailGroupKey } from './types.js';

/**
 * Query values carried from one tab of a detail group to its siblings (spec 01 §2, spec 02 §2.0):
 * the tabs are keyed by query, not by path, so a tab link without them would lose the object.
 */
export const GROUP_QUERY_KEYS = ['g_code', 'park_name', 'g_park_uuid', 'id', 'identity', 'merchant'] as const;
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
  /** The query values that identify the object; the list's row action must pass them. */
  readonly queryKeys: readonly GroupQueryKey[];
}

export const DETAIL_GROUPS: readonly DetailGroupDef[] = [
  { key: 'advertiser', title: '广告主详情', parent: '/adverting/advertiser/list', queryKeys: ['id'] },
  {
    key: 'account-merchant',
    title: '商户详情',
    parent: '/account/merchant/manage/list',
    queryKeys: ['merchant'],
  },
  { key: 'energy-station', title: '充电站详情', parent: '/energy/station/list', queryKeys: ['id'] },
  { key: 'energy-customer', title: '客户详情', parent: '/energy/customer/list', queryKeys: ['g_code'] },
  {
    key: 'payment-merchant',
    title: '支付商户详情',
    parent: '/service/payment/merchant/list',
    queryKeys: ['merchant'],
  },
  { key: 'invoice-service', title: '开票服务详情', parent: '/invoice/manage', queryKeys: ['id'] },
  { key: 'parking-customer', title: '客户详情', parent: '/parking/customer/list', queryKeys: ['g_code'] },
  {
    key: 'parking-lot',
    title: '车场详情',
    parent: '/parking/apply/list',
    queryKeys: ['g_park_uuid', 'park_name'],
  },
  { key: 'base-user', title: '用户详情', parent: '/base/services/user/list', queryKeys: ['identity'] },
  { key: 'openapi-app', title: '应用详情', parent: '/base/services/keychain/app/list', queryKeys: ['id'] },
  { key: 'group-parking', title: '车场详情', parent: '/group/console', queryKeys: ['g_code', 'park_name'] },
];

export const DETAIL_GROUP_BY_KEY: ReadonlyMap<DetailGroupKey, DetailGroupDef> = new Map(
  DETAIL_GROUPS.map((group) => [group.key, group]),
);
