import type { ScreenMap } from './screen-map';
import { named } from './screen-map';

const forms = () => import('../../pages/advertising/AdFormPages');
const config = () => import('../../pages/advertising/AdConfigPages');
const advertiser = () => import('../../pages/advertising/AdvertiserPages');

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
} satisfies ScreenMap<'advertising'>;
