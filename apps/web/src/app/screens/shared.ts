import { lazyPage } from '../shell/lazy-page';
import type { ScreenMap } from './screen-map';

/** The page modules of 共享页面 (shared) by screen id; the catalogue rows name them. */
export const SHARED_SCREENS = {
  'shared/AnnouncementListPage': lazyPage(
    () => import('../../pages/shared/announcements/AnnouncementListPage'),
  ),
  'shared/AnnouncementDetailPage': lazyPage(
    () => import('../../pages/shared/announcements/AnnouncementDetailPage'),
  ),
  'shared/AccountSettingsPage': lazyPage(
    () => import('../../pages/shared/account-settings/AccountSettingsPage'),
  ),
  'shared/ParkingDashboardPage': lazyPage(() => import('../../pages/shared/dashboard/ParkingDashboardPage')),
  'shared/ProfitSettingPage': lazyPage(() => import('../../pages/shared/profit-setting/ProfitSettingPage')),
  'shared/ReportListPage': lazyPage(() => import('../../pages/shared/report/ReportListPage')),
} satisfies ScreenMap<'shared'>;
