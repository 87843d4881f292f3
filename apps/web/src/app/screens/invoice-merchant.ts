import { lazyPage } from '../shell/lazy-page';
import type { ScreenMap } from './screen-map';

/** The page modules of 发票服务商 (invoice-merchant) by screen id; the catalogue rows name them. */
export const INVOICE_MERCHANT_SCREENS = {
  'invoice-merchant/ProviderInvoicesPage': lazyPage(
    () => import('../../pages/invoice-merchant/ProviderInvoicesPage'),
  ),
} satisfies ScreenMap<'invoice-merchant'>;
