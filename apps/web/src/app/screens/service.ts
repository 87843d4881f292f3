import { lazyPage } from '../shell/lazy-page';
import { named, type ScreenMap } from './screen-map';

const ledgerTabs = () => import('../../pages/service/merchant/MerchantLedgerPages');
const settingsTabs = () => import('../../pages/service/merchant/MerchantSettingsPages');

/** The page modules of 支付服务 (service) by screen id; the catalogue rows name them. */
export const SERVICE_SCREENS = {
  'service/ChannelApplyPage': lazyPage(() => import('../../pages/service/channel/ChannelApplyPage')),
  'service/RevenuePage': lazyPage(() => import('../../pages/service/RevenuePage')),
  'service/PaymentMerchantListPage': lazyPage(
    () => import('../../pages/service/merchant/PaymentMerchantListPage'),
  ),
  'service/MerchantChannelConfigPage': named(settingsTabs, 'MerchantChannelConfigPage'),
  'service/MerchantWithdrawPage': named(settingsTabs, 'MerchantWithdrawPage'),
  'service/MerchantAclPage': named(ledgerTabs, 'MerchantAclPage'),
  'service/MerchantTradePage': named(ledgerTabs, 'MerchantTradePage'),
  'service/MerchantSettlementPage': named(ledgerTabs, 'MerchantSettlementPage'),
  'service/MerchantTransferPage': named(ledgerTabs, 'MerchantTransferPage'),
} satisfies ScreenMap<'service'>;
