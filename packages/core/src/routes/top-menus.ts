import type { TopMenuKey } from './types.js';

/** A first-level sidebar entry that groups second-level routes (routes name it by `section`). */
export interface MenuSectionDef {
  readonly key: string;
  readonly title: string;
  readonly icon: string;
  /** Keep the section even when only one child is left; otherwise that child moves up a level. */
  readonly alwaysShow?: boolean;
}

/** A sidebar slot: a section, or the path of a route shown as a first-level leaf. */
export type SidebarSlot = MenuSectionDef | string;

export interface TopMenuDef {
  readonly key: TopMenuKey;
  readonly title: string;
  /** Distinct per top menu. */
  readonly icon: string;
  /** Always among the shown top menus, whatever the cap leaves out. */
  readonly pinned?: boolean;
  readonly sidebar: readonly SidebarSlot[];
}

/**
 * The top tab menus in order of importance: the header shows the first MAX_TOP_MENUS a user may
 * enter. Core parking business first (provider, merchant, group), then energy, money flows,
 * invoices, advertising, OKR and the platform's base services. 账户 is pinned: every export ends in
 * its report centre and sub-accounts and roles live there, so the cap must never push it out.
 */
export const TOP_MENUS: readonly TopMenuDef[] = [
  {
    key: 'parking',
    title: '停车',
    icon: 'CarOutlined',
    sidebar: [
      { key: 'park', title: '车场管理', icon: 'EnvironmentOutlined' },
      { key: 'order', title: '订单记录', icon: 'ProfileOutlined' },
      { key: 'customer', title: '客户服务', icon: 'CustomerServiceOutlined' },
      '/parking/dashboard',
    ],
  },
  {
    key: 'parking-merchant',
    title: '停车商户',
    icon: 'ShopOutlined',
    sidebar: [
      { key: 'trade', title: '交易管理', icon: 'TransactionOutlined' },
      { key: 'manage', title: '车场管理', icon: 'ControlOutlined' },
      { key: 'reserve', title: '预约管理', icon: 'CalendarOutlined' },
      { key: 'car', title: '车辆管理', icon: 'IdcardOutlined' },
      { key: 'config', title: '车场配置', icon: 'SettingOutlined' },
    ],
  },
  {
    key: 'group',
    title: '停车集团',
    icon: 'ClusterOutlined',
    sidebar: [
      '/group/console',
      { key: 'trade', title: '交易管理', icon: 'TransactionOutlined' },
      { key: 'car', title: '固定车管理', icon: 'IdcardOutlined' },
      { key: 'statistics', title: '数据统计', icon: 'BarChartOutlined' },
    ],
  },
  {
    key: 'energy',
    title: '能源',
    icon: 'ThunderboltOutlined',
    sidebar: ['/energy/station/list', '/energy/customer/list', '/energy/software/list'],
  },
  {
    key: 'energy-merchant',
    title: '能源商户',
    icon: 'BulbOutlined',
    sidebar: [
      { key: 'order', title: '订单管理', icon: 'ProfileOutlined' },
      { key: 'config', title: '电站配置', icon: 'SettingOutlined' },
    ],
  },
  {
    key: 'service',
    title: '支付服务',
    icon: 'PayCircleOutlined',
    sidebar: [
      { key: 'payment', title: '商户进件', icon: 'FormOutlined' },
      { key: 'trade', title: '交易管理', icon: 'TransactionOutlined' },
      '/service/materiel/apply-list',
    ],
  },
  {
    key: 'trading-center',
    title: '交易中心',
    icon: 'TransactionOutlined',
    sidebar: [
      { key: 'trade', title: '交易管理', icon: 'SwapOutlined' },
      { key: 'settlement', title: '结算管理', icon: 'AccountBookOutlined' },
      { key: 'config', title: '配置管理', icon: 'SettingOutlined' },
    ],
  },
  {
    key: 'parking-coupon',
    title: '停车券',
    icon: 'TagsOutlined',
    sidebar: [
      { key: 'coupon', title: '优惠券管理', icon: 'TagOutlined' },
      { key: 'record', title: '券记录', icon: 'HistoryOutlined' },
      { key: 'rule', title: '规则管理', icon: 'OrderedListOutlined' },
      '/parking-coupon/merchant/list',
    ],
  },
  {
    key: 'profit',
    title: '分账',
    icon: 'PieChartOutlined',
    sidebar: [
      { key: 'setting', title: '分账设置', icon: 'SettingOutlined' },
      { key: 'statistics', title: '分账统计', icon: 'BarChartOutlined' },
    ],
  },
  {
    key: 'settlement',
    title: '结算平台',
    icon: 'AccountBookOutlined',
    sidebar: ['/settlement/trade/payment', '/settlement/trade/settlement', '/settlement/trade/transfer'],
  },
  {
    key: 'invoice',
    title: '发票服务',
    icon: 'FileTextOutlined',
    sidebar: ['/invoice/manage', '/invoice/setting'],
  },
  {
    key: 'invoice-merchant',
    title: '发票服务商',
    icon: 'AuditOutlined',
    sidebar: [
      { key: 'apply', title: '开票申请', icon: 'FormOutlined' },
      '/invoice-merchant/record/list',
      { key: 'config', title: '开票配置', icon: 'SettingOutlined' },
    ],
  },
  {
    key: 'group-invoice',
    title: '集团发票',
    icon: 'ReconciliationOutlined',
    sidebar: ['/group-invoice/record/list'],
  },
  {
    key: 'advertising',
    title: '广告',
    icon: 'NotificationOutlined',
    sidebar: [
      { key: 'operation', title: '广告运营', icon: 'RocketOutlined' },
      { key: 'config', title: '广告配置', icon: 'SettingOutlined' },
      '/adverting/advertiser/list',
      { key: 'provider', title: '流量主', icon: 'CloudServerOutlined' },
      { key: 'data', title: '数据中心', icon: 'LineChartOutlined' },
    ],
  },
  {
    key: 'okr',
    title: 'OKR',
    icon: 'FlagOutlined',
    sidebar: ['/okr/objective/list', '/okr/project/list'],
  },
  {
    key: 'base-services',
    title: '基础服务',
    icon: 'AppstoreOutlined',
    sidebar: [
      { key: 'user', title: '用户管理', icon: 'TeamOutlined' },
      { key: 'contract', title: '合同管理', icon: 'FileProtectOutlined' },
      { key: 'device', title: '终端与应用', icon: 'HddOutlined' },
      { key: 'qrcode', title: '二维码', icon: 'QrcodeOutlined' },
      { key: 'marketing', title: '营销活动', icon: 'RedEnvelopeOutlined' },
      { key: 'announcement', title: '公告消息', icon: 'NotificationOutlined' },
      { key: 'system', title: '系统设置', icon: 'SettingOutlined' },
      { key: 'devtool', title: '开发工具', icon: 'ToolOutlined', alwaysShow: true },
    ],
  },
  {
    key: 'account',
    title: '账户',
    icon: 'UserOutlined',
    pinned: true,
    sidebar: [
      { key: 'role-permission', title: '账号与权限', icon: 'SafetyCertificateOutlined' },
      { key: 'my-merchant', title: '我的商户', icon: 'HomeOutlined' },
      { key: 'merchant', title: '商户管理', icon: 'ShopOutlined' },
      { key: 'invoice', title: '发票管理', icon: 'FileTextOutlined' },
      { key: 'data', title: '数据管理', icon: 'DatabaseOutlined' },
      { key: 'message', title: '消息公告', icon: 'BellOutlined' },
      '/account/property/audit',
      '/account/logging/list',
    ],
  },
];

export const TOP_MENU_BY_KEY: ReadonlyMap<TopMenuKey, TopMenuDef> = new Map(
  TOP_MENUS.map((menu) => [menu.key, menu]),
);

/** The section definition a visible route sits in, if any. */
export function sectionOf(topMenu: TopMenuKey, sectionKey: string): MenuSectionDef | undefined {
  for (const slot of TOP_MENU_BY_KEY.get(topMenu)?.sidebar ?? []) {
    if (typeof slot !== 'string' && slot.key === sectionKey) return slot;
  }
  return undefined;
}
