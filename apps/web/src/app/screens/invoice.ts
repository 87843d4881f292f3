import { lazyPage } from '../shell/lazy-page';
import type { ScreenMap } from './screen-map';

/** The page modules of 发票服务 (invoice) by screen id; the catalogue rows name them. */
export const INVOICE_SCREENS = {
  'invoice/ServiceRenewPage': lazyPage(() => import('../../pages/invoice/ServiceRenewPage')),
} satisfies ScreenMap<'invoice'>;
