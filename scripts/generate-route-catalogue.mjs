#!/usr/bin/env node
// ONE-OFF GENERATOR, kept for the record. It was run once to turn spec/routes.tsv (380 rows) plus the
// curated table below (permission codes, sidebar sections, icons, detail groups) into
// packages/core/src/routes/areas/*.ts. Those data files are now the source of truth: edit them by
// hand. Re-running this script overwrites every hand edit, so do it only to start over. In
// particular it writes no `screen`: each row's screen id (routes/screens.ts) is added by hand when
// its screen is built, and apps/web/src/app/page-registry.test.ts checks the two sides agree.
//
// Usage: node scripts/generate-route-catalogue.mjs [path/to/routes.tsv]
// (default: ../shared/spec/routes.tsv beside the repository), then `npx prettier --write packages/core`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsvPath = process.argv[2] ?? path.resolve(root, '../shared/spec/routes.tsv');
const outDir = path.join(root, 'packages/core/src/routes/areas');
const iconDir = path.join(root, 'node_modules/@ant-design/icons/lib/icons');

/** Gating shared by every route of a TSV area; `file`/`name` name the generated module and export. */
const AREAS = {
  public: {
    file: 'public',
    name: 'PUBLIC_ROUTES',
    note: '公共与特殊页面（spec 01 §2、spec 02 §2.1）',
    defaults: { auth: 'none' },
  },
  shared: {
    file: 'shared',
    name: 'SHARED_ROUTES',
    note: '两份规格都列出的共享页面（spec 01 §2）',
    defaults: {},
  },
  advertising: {
    file: 'advertising',
    name: 'ADVERTISING_ROUTES',
    note: '广告（spec 02 §2.2）',
    defaults: {
      topMenu: 'advertising',
      products: ['advertising'],
      areaPermission: 'advertising:advertising:basic',
    },
  },
  account: {
    file: 'account',
    name: 'ACCOUNT_ROUTES',
    note: '账户（spec 02 §2.3）',
    defaults: { topMenu: 'account' },
  },
  energy: {
    file: 'energy',
    name: 'ENERGY_ROUTES',
    note: '能源服务商（spec 02 §2.4）',
    defaults: { topMenu: 'energy', products: ['energy'], platforms: ['partner'] },
  },
  'energy-merchant': {
    file: 'energy-merchant',
    name: 'ENERGY_MERCHANT_ROUTES',
    note: '能源商户（spec 02 §2.5）',
    defaults: { topMenu: 'energy-merchant', products: ['energy'], platforms: ['merchant'] },
  },
  service: {
    file: 'service',
    name: 'SERVICE_ROUTES',
    note: '支付服务商（spec 02 §2.6）',
    defaults: { topMenu: 'service', products: ['payment'], platforms: ['partner'] },
  },
  invoice: {
    file: 'invoice',
    name: 'INVOICE_ROUTES',
    note: '发票服务（spec 02 §2.7）',
    defaults: { topMenu: 'invoice', products: ['invoice'] },
  },
  profit: {
    file: 'profit',
    name: 'PROFIT_ROUTES',
    note: '分账（spec 02 §2.8）',
    defaults: { topMenu: 'profit', products: ['profit'] },
  },
  parking: {
    file: 'parking',
    name: 'PARKING_ROUTES',
    note: '停车服务商（spec 02 §2.9）',
    defaults: { topMenu: 'parking', products: ['parking'], platforms: ['partner'] },
  },
  'parking-merchant': {
    file: 'parking-merchant',
    name: 'PARKING_MERCHANT_ROUTES',
    note: '停车商户（spec 02 §2.10）',
    defaults: { topMenu: 'parking-merchant', products: ['parking'], platforms: ['merchant'] },
  },
  'invoice-merchant': {
    file: 'invoice-merchant',
    name: 'INVOICE_MERCHANT_ROUTES',
    note: '发票服务商（spec 02 §2.11）',
    defaults: { topMenu: 'invoice-merchant', products: ['invoice'], platforms: ['partner'] },
  },
  'trading-center': {
    file: 'trading-center',
    name: 'TRADING_CENTER_ROUTES',
    note: '交易中心（spec 02 §2.12）',
    defaults: { topMenu: 'trading-center', products: ['trading'], platforms: ['merchant'] },
  },
  okr: {
    file: 'okr',
    name: 'OKR_ROUTES',
    note: 'OKR（spec 02 §2.13）',
    defaults: { topMenu: 'okr', products: ['okr'] },
  },
  'base-services': {
    file: 'base-services',
    name: 'BASE_SERVICES_ROUTES',
    note: '基础服务（spec 02 §2.14）',
    defaults: {
      topMenu: 'base-services',
      products: ['iot', 'system', 'contract', 'materiel'],
      platforms: ['partner'],
    },
  },
  group: {
    file: 'group',
    name: 'GROUP_ROUTES',
    note: '停车集团平台（spec 02 §2.15）',
    defaults: { topMenu: 'group', products: ['group'], platforms: ['partner'] },
  },
  'group-invoice': {
    file: 'group-invoice',
    name: 'GROUP_INVOICE_ROUTES',
    note: '集团发票（spec 02 §2.16）',
    defaults: { topMenu: 'group-invoice', products: ['group'] },
  },
  'parking-coupon': {
    file: 'parking-coupon',
    name: 'PARKING_COUPON_ROUTES',
    note: '停车券（spec 02 §2.17）',
    defaults: { topMenu: 'parking-coupon', products: ['group', 'merchant', 'mcoupon'] },
  },
  settlement: {
    file: 'settlement',
    name: 'SETTLEMENT_ROUTES',
    note: '结算平台（spec 02 §2.18）',
    defaults: { topMenu: 'settlement', products: ['settlement'] },
  },
};

/** Per-row extras of the public and shared rows (which have no common top menu). */
const ROW_EXTRAS = {
  '/external/payment/channel/config': { auth: 'temporary-token' },
  '/external/payment/channel/apply': { auth: 'temporary-token' },
  '/external/payment/channel/detail': { auth: 'temporary-token' },
  '/redirect/:path': { redirect: '/:path', matchRest: true },
  '*': { redirect: '/error-page/404' },
  '/trading-center/settlement/bill-pay': { redirect: '/account/invoice/list' },
  '/account/role-permission/mine': { topMenu: 'account' },
  '/account/report/list': { topMenu: 'account' },
  '/account/invoice/list': { topMenu: 'account' },
  '/parking/dashboard': { topMenu: 'parking', products: ['parking'] },
  // Parking records have no merchant-side twin, so merchants (and their clerks) read them here too.
  '/parking/record/list': { platforms: [] },
  '/parking/record/list/detail': { platforms: [] },
  '/profit/setting/manage/setting': { topMenu: 'profit', products: ['profit'] },
  '/base/services/announcement/merchant/notice/list': { topMenu: 'account' },
  '/base/services/announcement/notice/detail': { topMenu: 'account' },
};

// path | permission codes (any one; empty = derive from the parent's resource) | sidebar section
// ('.' = a first-level leaf) | icon | detail group[/group-sidebar heading]
const CURATED = `
/account/role-permission/mine | universal:user:basic | role-permission | SettingOutlined |
/account/report/list | universal:report:basic | data | CloudDownloadOutlined |
/account/invoice/list | account:invoice:list | invoice | FileDoneOutlined |
/parking/dashboard | parking:dashboard:view | . | DashboardOutlined |
/profit/setting/manage/setting | profit:manage:update | | |
/base/services/announcement/merchant/notice/list | universal:message:basic | message | SoundOutlined |
/base/services/announcement/notice/detail | universal:message:basic, system:notice:detail | | |

/adverting/operation/advertising | advertising:plan:list | operation | ProjectOutlined |
/adverting/operation/audit | advertising:audit:list | operation | AuditOutlined |
/adverting/operation/push | advertising:push:view | operation | SendOutlined |
/adverting/operation/expand | advertising:expand:list | operation | ShareAltOutlined |
/adverting/operation/expand/plan/detail | advertising:expand:detail, advertising:plan:detail | | |
/adverting/config/advertisement | advertising:slot:list | config | LayoutOutlined |
/adverting/config/package | advertising:package:list | config | AimOutlined |
/adverting/config/app | advertising:app:list | config | MobileOutlined |
/adverting/config/category | advertising:category:list | config | TagsOutlined |
/adverting/advertiser/list | advertising:advertiser:list | . | UserSwitchOutlined |
/adverting/detail/info | advertising:advertiser:detail | | | advertiser
/adverting/detail/price | advertising:advertiser:price:view | | | advertiser
/adverting/detail/billing | advertising:advertiser:billing:list | | | advertiser
/adverting/detail/recharge | advertising:advertiser:recharge:list | | | advertiser
/adverting/provider/list | advertising:provider:list | provider | CloudServerOutlined |
/adverting/provider/statistics | advertising:statistics:view | provider | BarChartOutlined |
/adverting/provider/billing-rule | advertising:billing-rule:view | provider | CalculatorOutlined |
/adverting/data/analyse | advertising:analyse:view | data | LineChartOutlined |
/adverting/data/income | advertising:income:list | data | RiseOutlined |
/adverting/data/settlement | advertising:settlement:list | data | AccountBookOutlined |
/adverting/data/advertising-space | advertising:slot-data:list | data | AreaChartOutlined |
/adverting/data/advertising-advertiser | advertising:advertiser-data:list | data | DotChartOutlined |

/account/role-permission/sub-account | account:sub-account:list | role-permission | UsergroupAddOutlined |
/account/role-permission/sub-account/add | account:sub-account:create, universal:user:account:create | | |
/account/role-permission/role | account:role:list | role-permission | SafetyOutlined |
/account/role-permission/department | account:department:list | role-permission | ApartmentOutlined |
/account/merchant/manage/list | account:merchant:list | merchant | ShopOutlined |
/account/merchant/project/list | account:project:list | merchant | ProjectOutlined |
/account/merchant/detail/info | account:merchant:detail | | | account-merchant
/account/merchant/detail/product | account:merchant:product:list | | | account-merchant
/account/report/batch | account:batch:list | data | ImportOutlined |
/account/merchant/info | account:info:view | my-merchant | IdcardOutlined |
/account/merchant/wallet | account:wallet:view | my-merchant | WalletOutlined |
/account/merchant/product | account:product:list | my-merchant | AppstoreOutlined |
/account/merchant/contract | account:contract:list | my-merchant | FileProtectOutlined |
/account/invoice/config | account:invoice-title:list | invoice | ProfileOutlined |
/account/invoice/trade | account:invoice-trade:list | invoice | ShoppingOutlined |
/account/logging/list | account:logging:list | . | FileSearchOutlined |
/account/property/audit | account:property:list | . | AuditOutlined |

/energy/station/list | energy:station:list | . | DeploymentUnitOutlined |
/energy/station/detail/order/payment | energy:order:payment:list | | | energy-station/订单
/energy/station/detail/order/record | energy:order:record:list | | | energy-station/订单
/energy/station/detail/config/basic | energy:station:detail | | | energy-station/电站配置
/energy/station/detail/config/channel | payment:channel:view | | | energy-station/电站配置
/energy/station/detail/config/runtime | energy:runtime:view | | | energy-station/电站配置
/energy/station/detail/config/device | energy:device:list | | | energy-station/电站配置
/energy/station/detail/config/billing | energy:billing:view | | | energy-station/电站配置
/energy/station/detail/config/prepayment | energy:prepayment:view | | | energy-station/电站配置
/energy/customer/list | energy:customer:list | . | TeamOutlined |
/energy/customer/detail/info | energy:customer:detail | | | energy-customer
/energy/customer/detail/software | energy:customer:software:list | | | energy-customer
/energy/software/list | energy:software:list | . | CodeOutlined |

/energy/merchant/order/payment | energy:order:payment:list | order | FileTextOutlined |
/energy/merchant/order/record | energy:order:record:list | order | HistoryOutlined |
/energy/merchant/config/device | energy:device:list | config | HddOutlined |
/energy/merchant/config/billing | energy:billing:view | config | MoneyCollectOutlined |

/service/payment/channel-apply | payment:channel-apply:list | payment | FormOutlined |
/service/payment/merchant/list | payment:merchant:list | payment | ShopOutlined |
/service/payment/merchant/detail/payment | payment:channel:view | | | payment-merchant
/service/payment/merchant/detail/acl | payment:acl:list | | | payment-merchant
/service/payment/merchant/detail/setting | payment:withdraw:view | | | payment-merchant
/service/payment/merchant/detail/trade | payment:trade:payment:list | | | payment-merchant
/service/payment/merchant/detail/settlement | payment:trade:settlement:list | | | payment-merchant
/service/payment/merchant/detail/transfer | payment:trade:transfer:list | | | payment-merchant
/service/materiel/apply-list | materiel:apply:list | . | InboxOutlined |
/service/trade/payment | payment:trade:payment:list | trade | SwapOutlined |
/service/trade/settlement | payment:trade:settlement:list | trade | AccountBookOutlined |
/service/trade/transfer | payment:trade:transfer:list | trade | BankOutlined |
/service/trade/refund | payment:trade:refund:list | trade | RollbackOutlined |
/service/trade/revenue | payment:trade:revenue:list | trade | RiseOutlined |

/invoice/manage | invoice:service:list | . | ContainerOutlined |
/invoice/manage/trade | invoice:trade:list | | | invoice-service
/invoice/manage/invoice | invoice:invoice:list | | | invoice-service
/invoice/setting | invoice:setting:view | . | SettingOutlined |

/profit/setting/policy | profit:policy:list | setting | FileProtectOutlined |
/profit/setting/strategy | profit:strategy:list | setting | BranchesOutlined |
/profit/setting/manage | profit:manage:list | setting | PartitionOutlined |
/profit/statistics/payment-serial | profit:payment-serial:list | statistics | FallOutlined |
/profit/statistics/payment-order | profit:payment-order:list | statistics | ProfileOutlined |
/profit/statistics/income-serial | profit:income-serial:list | statistics | RiseOutlined |
/profit/statistics/income-order | profit:income-order:list | statistics | ReconciliationOutlined |

/parking/apply/list | parking:park:list | park | UnorderedListOutlined |
/parking/city-list | parking:city:list | park | GlobalOutlined |
/parking/city-list/park-list | parking:city:detail | | |
/parking/collection | parking:collection:list | park | DatabaseOutlined |
/parking/order/payment/list | parking:order:payment:list | order | FileTextOutlined |
/parking/order/recharge/list | parking:order:recharge:list | order | CreditCardOutlined |
/parking/record/list | parking:record:list | order | HistoryOutlined |
/parking/software/list | parking:software:list | customer | CodeOutlined |
/parking/customer/list | parking:customer:list | customer | TeamOutlined |
/parking/customer/detail/info | parking:customer:detail | | | parking-customer
/parking/customer/detail/software | parking:customer:software:list | | | parking-customer
/parking/customer/detail/set-list | parking:customer:set:list | | | parking-customer
/parking/customer/detail/profit-policy | profit:policy:list | | | parking-customer
/parking/manage/order/payment | parking:order:payment:list | | | parking-lot/订单
/parking/manage/order/recharge | parking:order:recharge:list | | | parking-lot/订单
/parking/manage/parking | parking:in-parking:list | | | parking-lot/车场运营
/parking/manage/console | parking:console:view | | | parking-lot/车场运营
/parking/manage/release | parking:release:list | | | parking-lot/车场运营
/parking/manage/coupon/record | coupon:record:list | | | parking-lot/车场运营
/parking/manage/reserve/record | parking:reserve:list | | | parking-lot/车场运营
/parking/manage/config/basic | parking:park:detail | | | parking-lot/车场配置
/parking/manage/config/channel | payment:channel:view | | | parking-lot/车场配置
/parking/manage/config/acl | parking:acl:list | | | parking-lot/车场配置
/parking/manage/config/reserve | parking:reserve-rule:view | | | parking-lot/车场配置
/parking/manage/config/log | parking:config-log:list | | | parking-lot/车场配置
/parking/manage/config/invoice | parking:invoice-config:list | | | parking-lot/车场配置
/parking/manage/config/runtime | parking:runtime:view | | | parking-lot/车场配置
/parking/manage/config/mcoupon | parking:mcoupon:token:list | | | parking-lot/车场配置
/parking/manage/config/event | bonus:event:list | | | parking-lot/车场配置
/parking/manage/config/event/acl | bonus:acl:list | | |
/parking/manage/config/charge | parking:charge:list | | | parking-lot/车场配置

/parking-merchant/trade/payment | parking:order:payment:list | trade | FileTextOutlined |
/parking-merchant/trade/recharge | parking:order:recharge:list | trade | CreditCardOutlined |
/parking-merchant/manage/parking | parking:in-parking:list | manage | CarOutlined |
/parking-merchant/manage/in-parking/detail | parking:in-parking:detail | | |
/parking-merchant/manage/console | parking:console:view | manage | DesktopOutlined |
/parking-merchant/manage/release | parking:release:list | manage | LogoutOutlined |
/parking-merchant/reserve/record | parking:reserve:list | reserve | ScheduleOutlined |
/parking-merchant/reserve/appointed | parking:reserve:appointed:list | reserve | PushpinOutlined |
/parking-merchant/reserve/appeal | parking:reserve:appeal:list | reserve | ExceptionOutlined |
/parking-merchant/car/month-card | parking:month-card:list | car | IdcardOutlined |
/parking-merchant/car/value-card | parking:value-card:list | car | WalletOutlined |
/parking-merchant/car/whitelist | parking:whitelist:list | car | SafetyCertificateOutlined |
/parking-merchant/car/blacklist | parking:blacklist:list | car | StopOutlined |
/parking-merchant/car/passport | parking:passport:list | car | BarcodeOutlined |
/parking-merchant/car/member | parking:member:list | car | CrownOutlined |
/parking-merchant/car/apply/list | parking:vip:apply:list | car | SolutionOutlined |
/parking-merchant/config/charge | parking:charge:list | config | MoneyCollectOutlined |
/parking-merchant/config/agent | iot:vertex:agent:list | config | ApiOutlined |
/parking-merchant/config/config | parking:park:detail | config | SettingOutlined |
/parking-merchant/config/city-list | parking:city:list | config | GlobalOutlined |

/invoice-merchant/apply/list | invoice:apply:list | apply | FormOutlined |
/invoice-merchant/apply/merchant | invoice:merchant:list | apply | ShopOutlined |
/invoice-merchant/manage/detail | invoice:config:view | config | ToolOutlined |
/invoice-merchant/manage/rule | invoice:rule:view | config | ControlOutlined |
/invoice-merchant/record/list | invoice:invoice:list | . | FileDoneOutlined |
/invoice-merchant/software/list | invoice:software:list | config | CodeOutlined |

/trading-center/trade/payment | payment:trade:payment:list | trade | SwapOutlined |
/trading-center/trade/refund | payment:trade:refund:list | trade | RollbackOutlined |
/trading-center/settlement/settlement | payment:trade:settlement:list | settlement | AccountBookOutlined |
/trading-center/settlement/transfer | payment:trade:transfer:list | settlement | BankOutlined |
/trading-center/settlement/bill-pay | account:invoice:list | settlement | ReconciliationOutlined |
/trading-center/settlement/setting | payment:setting:view | settlement | SettingOutlined |
/trading-center/channel/config | payment:channel:view | config | ApiOutlined |
/trading-center/material/apply-lsit | materiel:apply:list | config | InboxOutlined |
/trading-center/acl/list | payment:acl:list | config | KeyOutlined |

/okr/objective/list | okr:objective:list | . | AimOutlined |
/okr/detail/:id/add | okr:key-result:create | | |
/okr/detail/:id/edit | okr:key-result:update | | |
/okr/project/list | okr:project:list | . | ProjectOutlined |

/base/services/user/list | user:user:list | user | UserOutlined |
/base/services/user/detail/info | user:user:detail | | | base-user
/base/services/user/detail/payment/list | user:payment:list | | | base-user
/base/services/contract/merchant/list | contract:merchant:list | contract | ShopOutlined |
/base/services/contract/list | contract:contract:list | contract | FileProtectOutlined |
/base/services/audit/list | wallet:recharge:list | user | WalletOutlined |
/base/services/iot/agent/list | iot:vertex:agent:list | device | HddOutlined |
/base/services/keychain/app/list | openapi:partner:app:list | device | KeyOutlined |
/base/services/keychain/app/manage/info | openapi:partner:app:detail | | | openapi-app
/base/services/keychain/app/manage/module | openapi:partner:module:list | | | openapi-app
/base/services/keychain/app/manage/callback | openapi:partner:callback:list | | | openapi-app
/base/services/qrcode/list | qrcode:qrcode:list | qrcode | QrcodeOutlined |
/base/services/qrcode/create | qrcode:qrcode:generator | | |
/base/services/qrcode/stop/list | qrcode:stopped:list | qrcode | StopOutlined |
/base/services/qrcode/feed-code | qrcode:feed-code:view | qrcode | ScanOutlined |
/base/services/app/rt-list | system:manage:app:list | system | AppstoreAddOutlined |
/base/services/app/metadata/list | system:metadata:list | system | DatabaseOutlined |
/base/services/permission/list | system:permission:list | system | SafetyOutlined |
/base/services/product/list | system:product:list | system | ProductOutlined |
/base/services/devtool/parking | system:devtool:parking | devtool | CarOutlined |
/base/services/bonus/event/list | bonus:event:list | marketing | RedEnvelopeOutlined |
/base/services/announcement/notice/list | system:notice:list | announcement | NotificationOutlined |
/base/services/announcement/push/list | system:push:list | announcement | SendOutlined |
/base/services/travel | user:travel:view | user | CompassOutlined |

/group/console | group:console:view | . | ProjectOutlined |
/group/trade/payment | group:order:payment:list | trade | FileTextOutlined |
/group/trade/recharge | group:order:recharge:list | trade | CreditCardOutlined |
/group/record/list | group:record:list | trade | HistoryOutlined |
/group/car/package/list | group:package:list | car | GiftOutlined |
/group/car/month-card/list | group:month-card:list | car | IdcardOutlined |
/group/car/whitelist/list | group:whitelist:list | car | SafetyCertificateOutlined |
/group/car/renewal/list | group:renewal:list | car | SyncOutlined |
/group/statistics | group:statistics:view | statistics | BarChartOutlined |
/group/overview | group:overview:view | statistics | FundProjectionScreenOutlined |
/group/parking/order | group:order:payment:list, group:order:recharge:list | | | group-parking/订单结算
/group/parking/channel/account | group:account:view | | | group-parking/订单结算
/group/parking/record/list | group:record:list | | | group-parking/出入场
/group/parking/record/abnormal | group:abnormal:list | | | group-parking/出入场
/group/parking/coupon/record | coupon:record:list | | | group-parking/优惠券
/group/parking/coupon/list | coupon:coupon:list | | | group-parking/优惠券
/group/parking/coupon/purchase | coupon:purchase:list | | | group-parking/优惠券
/group/parking/coupon/warehouse | coupon:warehouse:list | | | group-parking/优惠券
/group/parking/reserve/record | group:reserve:list | | | group-parking/预约
/group/parking/car/month-card | group:month-card:list | | | group-parking/车辆管理
/group/parking/car/value-card | group:value-card:list | | | group-parking/车辆管理
/group/parking/car/whitelist | group:whitelist:list | | | group-parking/车辆管理
/group/parking/car/blacklist | group:blacklist:list | | | group-parking/车辆管理
/group/parking/car/passport | group:passport:list | | | group-parking/车辆管理
/group/parking/car/member | group:member:list | | | group-parking/车辆管理
/group/parking/reserve/rule | group:reserve-rule:view | | | group-parking/预约

/group-invoice/record/list | invoice:invoice:list | . | FileDoneOutlined |

/parking-coupon/grant/list | coupon:grant:list | record | SendOutlined |
/parking-coupon/event/record/list | coupon:event-record:list | record | GiftOutlined |
/parking-coupon/coupon/list | coupon:coupon:list | coupon | TagOutlined |
/parking-coupon/purchase/list | coupon:purchase:list | record | ShoppingCartOutlined |
/parking-coupon/purchase/batch | coupon:purchase:import | | |
/parking-coupon/warehouse/list | coupon:warehouse:list | record | InboxOutlined |
/parking-coupon/fixed-code/list | coupon:fixed-code:list | coupon | BarcodeOutlined |
/parking-coupon/fixed-code/dispatch | coupon:fixed-code:dispatch | | |
/parking-coupon/rule/list | coupon:rule:list | rule | OrderedListOutlined |
/parking-coupon/merchant-rule/list | coupon:merchant-rule:list | rule | ShopOutlined |
/parking-coupon/event/rule/list | coupon:event-rule:list | rule | FlagOutlined |
/parking-coupon/merchant/list | coupon:merchant:list | . | TeamOutlined |

/settlement/trade/payment | payment:trade:payment:list | . | SwapOutlined |
/settlement/trade/settlement | payment:trade:settlement:list | . | AccountBookOutlined |
/settlement/trade/transfer | payment:trade:transfer:list | . | BankOutlined |
`;

function fail(message) {
  throw new Error(message);
}

function parseTsv(text) {
  const [header, ...lines] = text.split('\n').filter((line) => line.trim() !== '');
  const columns = header.split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
  });
}

function parseCurated(text) {
  const table = new Map();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const [p, codes, section, icon, group] = line.split('|').map((cell) => cell.trim());
    if (table.has(p)) fail(`curated row twice: ${p}`);
    const [groupKey, groupSection] = (group ?? '').split('/');
    table.set(p, {
      codes: codes ? codes.split(',').map((code) => code.trim()) : [],
      section: section || undefined,
      icon: icon || undefined,
      group: groupKey || undefined,
      groupSection: groupSection || undefined,
    });
  }
  return table;
}

/** The action a child screen needs on its parent's resource: list, create and update map to screens. */
function derivedAction(row) {
  const last = row.path.split('/').at(-1);
  if (row.kind === 'add') return 'create';
  if (row.kind === 'detail') return 'detail';
  if (row.kind === 'edit') return ['audit', 'authorize', 'renew'].includes(last) ? last : 'update';
  if (row.kind === 'page' && last === 'analysis') return 'analysis';
  return fail(`cannot derive a permission for ${row.path} (${row.kind}); add it to CURATED`);
}

function permissionsOf(row, byPath, curated) {
  if (row.area === 'public') return [];
  const entry = curated.get(row.path);
  if (entry && entry.codes.length > 0) return entry.codes;
  const parent = byPath.get(row.parent) ?? fail(`${row.path}: no parent to derive from`);
  const [base] = permissionsOf(parent, byPath, curated);
  return [`${base.slice(0, base.lastIndexOf(':'))}:${derivedAction(row)}`];
}

function literal(value) {
  return JSON.stringify(value).replaceAll('"', "'");
}

function entrySource(row, byPath, curated, knownIcons) {
  const entry = curated.get(row.path) ?? {};
  const hidden = row.hidden === 'yes';
  const fields = [
    `path: ${literal(row.path)}`,
    `title: ${literal(row.title_zh)}`,
    `type: ${literal(row.kind)}`,
    `hidden: ${hidden}`,
    `permissions: ${literal(permissionsOf(row, byPath, curated))}`,
  ];
  if (row.parent) fields.push(`activeMenu: ${literal(row.parent)}`);
  if (!hidden && row.area !== 'public') {
    if (!entry.section) fail(`${row.path}: a visible route needs a section ('.' for a first-level leaf)`);
    if (!entry.icon) fail(`${row.path}: a visible route needs an icon`);
    if (entry.section !== '.') fields.push(`section: ${literal(entry.section)}`);
  }
  if (entry.icon) {
    if (!knownIcons.has(entry.icon)) fail(`${row.path}: unknown icon ${entry.icon}`);
    fields.push(`icon: ${literal(entry.icon)}`);
  }
  if (entry.group) fields.push(`group: ${literal(entry.group)}`);
  if (entry.groupSection) fields.push(`groupSection: ${literal(entry.groupSection)}`);
  for (const [key, value] of Object.entries(ROW_EXTRAS[row.path] ?? {})) {
    fields.push(`${key}: ${literal(value)}`);
  }
  return `    { ${fields.join(', ')} },`;
}

function areaSource(area, rows, byPath, curated, knownIcons) {
  const spec = AREAS[area] ?? fail(`unknown area ${area}`);
  const defaults = Object.entries({ area, ...spec.defaults })
    .map(([key, value]) => `${key}: ${literal(value)}`)
    .join(', ');
  return [
    '// Generated once from spec/routes.tsv by scripts/generate-route-catalogue.mjs; this file is now the',
    '// source of truth and may be edited by hand. One route per line (prettier-ignore) so it reads as a table.',
    "import { defineAreaRoutes } from '../define-routes.js';",
    '',
    `/** ${spec.note} */`,
    '// prettier-ignore',
    `export const ${spec.name} = defineAreaRoutes(`,
    `  { ${defaults} },`,
    '  [',
    ...rows.map((row) => entrySource(row, byPath, curated, knownIcons)),
    '  ],',
    ');',
    '',
  ].join('\n');
}

const rows = parseTsv(fs.readFileSync(tsvPath, 'utf8'));
if (rows.length !== 380) fail(`expected 380 rows, found ${rows.length}`);
const byPath = new Map(rows.map((row) => [row.path, row]));
const curated = parseCurated(CURATED);
for (const p of curated.keys()) if (!byPath.has(p)) fail(`curated path not in the TSV: ${p}`);
const knownIcons = new Set(fs.readdirSync(iconDir).map((file) => file.replace(/\.js$/, '')));

const areaOrder = [...new Set(rows.map((row) => row.area))];
fs.mkdirSync(outDir, { recursive: true });
for (const area of areaOrder) {
  const areaRows = rows.filter((row) => row.area === area);
  fs.writeFileSync(
    path.join(outDir, `${AREAS[area].file}.ts`),
    areaSource(area, areaRows, byPath, curated, knownIcons),
  );
}
console.log(`wrote ${areaOrder.length} area files (${rows.length} routes) to ${path.relative(root, outDir)}`);
