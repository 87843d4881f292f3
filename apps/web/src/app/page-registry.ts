import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './shell/lazy-page';

type Page = LazyExoticComponent<ComponentType>;

/**
 * The screens built so far, by catalogue path. A catalogue route missing here shows the 建设中 page
 * inside the shell; each later capability adds its screens to this map.
 */
export const PAGES: ReadonlyMap<string, Page> = new Map<string, Page>([
  [
    '/base/services/announcement/merchant/notice/list',
    lazyPage(() => import('../pages/announcements/AnnouncementListPage')),
  ],
  [
    '/base/services/announcement/notice/detail',
    lazyPage(() => import('../pages/announcements/AnnouncementDetailPage')),
  ],
  ['/development/widgets', lazyPage(() => import('../pages/development/WidgetGalleryPage'))],
]);
