import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './shell/lazy-page';

type Page = LazyExoticComponent<ComponentType>;
type Module = Record<string, ComponentType>;

/** A named export of a lazily loaded module as a page. */
function named<M extends Module>(load: () => Promise<M>, name: keyof M & string): Page {
  return lazyPage(() => load().then((m) => ({ default: m[name] as ComponentType })));
}

const lot = () => import('../pages/parking/lot/LotListPages');
const provider = () => import('../pages/parking/provider/ProviderPages');
const merchant = () => import('../pages/parking/merchant/MerchantPages');

/** The parking screens on the resource engine: provider (/parking), lot group and merchant areas. */
export const PARKING_PAGES: readonly (readonly [string, Page])[] = [
  ['/parking/apply/list', lazyPage(() => import('../pages/parking/park/ParkListPage'))],
  ['/parking/parking/apply/create', lazyPage(() => import('../pages/parking/park/ParkCreatePage'))],
  ['/parking/manage/config/basic', lazyPage(() => import('../pages/parking/lot/LotBasicPage'))],
  ['/parking/manage/config/charge', lazyPage(() => import('../pages/parking/lot/LotChargePage'))],
  [
    '/parking/manage/config/charge/detail',
    lazyPage(() => import('../pages/parking/lot/ChargeRuleDetailPage')),
  ],
  ['/parking/manage/parking', named(lot, 'LotInParkingPage')],
  ['/parking/manage/release', named(lot, 'LotReleasePage')],
  ['/parking/manage/order/payment', named(lot, 'LotPaymentOrderPage')],
  ['/parking/manage/order/recharge', named(lot, 'LotRechargeOrderPage')],
  ['/parking/record/list', named(provider, 'RecordListPage')],
  ['/parking/record/list/detail', named(provider, 'RecordDetailPage')],
  ['/parking/order/payment/list', named(provider, 'PaymentOrderListPage')],
  ['/parking/order/payment/detail', named(provider, 'PaymentOrderDetailPage')],
  ['/parking/order/recharge/list', named(provider, 'RechargeOrderListPage')],
  ['/parking/order/recharge/detail', named(provider, 'RechargeOrderDetailPage')],
  ['/parking-merchant/trade/payment', named(merchant, 'MerchantPaymentPage')],
  ['/parking-merchant/trade/recharge', named(merchant, 'MerchantRechargePage')],
  ['/parking-merchant/trade/recharge/period/detail', named(provider, 'RechargeOrderDetailPage')],
  ['/parking-merchant/manage/parking', named(merchant, 'MerchantInParkingPage')],
  ['/parking-merchant/manage/in-parking/detail', named(provider, 'InParkingDetailPage')],
  ['/parking-merchant/manage/release', named(merchant, 'MerchantReleasePage')],
  ['/parking-merchant/config/charge', named(merchant, 'MerchantChargePage')],
  ['/parking-merchant/car/month-card', lazyPage(() => import('../pages/parking/cars/MonthCardPage'))],
  ['/parking-merchant/car/value-card', lazyPage(() => import('../pages/parking/cars/ValueCardPage'))],
  ['/parking-merchant/car/whitelist', lazyPage(() => import('../pages/parking/cars/WhitelistPage'))],
  ['/parking-merchant/car/blacklist', lazyPage(() => import('../pages/parking/cars/BlacklistPage'))],
  ['/parking-merchant/car/member', lazyPage(() => import('../pages/parking/cars/MemberCarPage'))],
];
