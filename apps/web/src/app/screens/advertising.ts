import type { ScreenMap } from './screen-map';
import { named } from './screen-map';

const forms = () => import('../../pages/advertising/AdFormPages');
const config = () => import('../../pages/advertising/AdConfigPages');
const advertiser = () => import('../../pages/advertising/AdvertiserPages');
const data = () => import('../../pages/advertising/AdDataPages');
const lists = () => import('../../pages/advertising/AdListPages');

/** The page modules of 广告 (advertising) by screen id; the catalogue rows name them. */
export const ADVERTISING_SCREENS = {
  'advertising/AdPlanCreatePage': named(forms, 'AdPlanCreatePage'),
  'advertising/AdPlanEditPage': named(forms, 'AdPlanEditPage'),
  'advertising/AdPackageCreatePage': named(forms, 'AdPackageCreatePage'),
  'advertising/AdPackageEditPage': named(forms, 'AdPackageEditPage'),
  'advertising/AdMediaAppPage': named(config, 'AdMediaAppPage'),
  'advertising/AdCategoryPage': named(config, 'AdCategoryPage'),
  'advertising/AdvertiserInfoPage': named(advertiser, 'AdvertiserInfoPage'),
  'advertising/AdvertiserPricePage': named(advertiser, 'AdvertiserPricePage'),
  'advertising/AdvertiserBillingPage': named(advertiser, 'AdvertiserBillingPage'),
  'advertising/AdvertiserRechargePage': named(advertiser, 'AdvertiserRechargePage'),
  'advertising/AdPlanListPage': named(lists, 'AdPlanListPage'),
  'advertising/AdSlotListPage': named(lists, 'AdSlotListPage'),
  'advertising/AdPlanAnalysisPage': named(data, 'AdPlanAnalysisPage'),
  'advertising/AdSlotAnalysisPage': named(data, 'AdSlotAnalysisPage'),
  'advertising/AdAdvertiserDataDetailPage': named(data, 'AdAdvertiserDataDetailPage'),
  'advertising/AdProviderAnalysisPage': named(data, 'AdProviderAnalysisPage'),
  'advertising/AdAnalysePage': named(data, 'AdAnalysePage'),
  'advertising/AdIncomePage': named(data, 'AdIncomePage'),
  'advertising/AdSettlementPage': named(data, 'AdSettlementPage'),
  'advertising/AdBillingStatPage': named(data, 'AdBillingStatPage'),
  'advertising/AdSlotDataPage': named(data, 'AdSlotDataPage'),
  'advertising/AdAdvertiserDataPage': named(data, 'AdAdvertiserDataPage'),
  'advertising/AdProviderListPage': named(data, 'AdProviderListPage'),
  'advertising/AdBillingRulePage': named(data, 'AdBillingRulePage'),
} satisfies ScreenMap<'advertising'>;
