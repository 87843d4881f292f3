/**
 * Permission areas: the first segment of `area:resource:action`. They group the role editor's
 * permission tree, so the order here is the order a person reads the tree in.
 */
export const PERMISSION_AREAS = [
  { key: 'universal', label: '通用' },
  { key: 'account', label: '账户' },
  { key: 'parking', label: '停车' },
  { key: 'group', label: '停车集团' },
  { key: 'coupon', label: '停车券' },
  { key: 'energy', label: '能源' },
  { key: 'payment', label: '支付服务' },
  { key: 'materiel', label: '物料' },
  { key: 'invoice', label: '发票服务' },
  { key: 'profit', label: '分账' },
  { key: 'advertising', label: '广告' },
  { key: 'okr', label: 'OKR' },
  { key: 'user', label: '用户' },
  { key: 'contract', label: '合同' },
  { key: 'wallet', label: '钱包' },
  { key: 'iot', label: '物联网终端' },
  { key: 'openapi', label: '开放平台' },
  { key: 'qrcode', label: '二维码' },
  { key: 'bonus', label: '红包活动' },
  { key: 'system', label: '系统设置' },
] as const;

export type PermissionArea = (typeof PERMISSION_AREAS)[number]['key'];

export const PERMISSION_AREA_LABELS: Readonly<Record<PermissionArea, string>> = Object.fromEntries(
  PERMISSION_AREAS.map((area) => [area.key, area.label]),
) as Record<PermissionArea, string>;
