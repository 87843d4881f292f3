import { lazyPage } from '../shell/lazy-page';
import type { ScreenMap } from './screen-map';

/** The page modules of 共享页面 (shared) by screen id; the catalogue rows name them. */
export const SHARED_SCREENS = {
  'shared/AnnouncementListPage': lazyPage(() => import('../../pages/announcements/AnnouncementListPage')),
  'shared/AnnouncementDetailPage': lazyPage(() => import('../../pages/announcements/AnnouncementDetailPage')),
  'shared/AccountSettingsPage': lazyPage(() => import('../../pages/account/AccountSettingsPage')),
  'shared/ParkingDashboardPage': lazyPage(() => import('../../pages/parking/dashboard/ParkingDashboardPage')),
} satisfies ScreenMap<'shared'>;
