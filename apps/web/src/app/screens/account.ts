import { lazyPage } from '../shell/lazy-page';
import { named, type ScreenMap } from './screen-map';

const roleFormPage = () => import('../../pages/account/RoleFormPage');
const subAccountFormPage = () => import('../../pages/account/SubAccountFormPage');
const merchantFormPage = () => import('../../pages/account/merchant/MerchantFormPage');
const myMerchantPage = () => import('../../pages/account/merchant/MyMerchantPage');
const projectPages = () => import('../../pages/account/merchant/ProjectPages');

/** The page modules of 账户 (account) by screen id; the catalogue rows name them. */
export const ACCOUNT_SCREENS = {
  'account/RoleListPage': lazyPage(() => import('../../pages/account/RoleListPage')),
  'account/RoleAddPage': named(roleFormPage, 'RoleAddPage'),
  'account/RoleEditPage': named(roleFormPage, 'RoleEditPage'),
  'account/SubAccountListPage': lazyPage(() => import('../../pages/account/SubAccountListPage')),
  'account/SubAccountAddPage': named(subAccountFormPage, 'SubAccountAddPage'),
  'account/SubAccountEditPage': named(subAccountFormPage, 'SubAccountEditPage'),
  'account/OperationLogPage': lazyPage(() => import('../../pages/account/OperationLogPage')),
  'account/ImportBatchListPage': lazyPage(() => import('../../pages/account/batch/ImportBatchListPage')),
  'account/ImportBatchDetailPage': lazyPage(() => import('../../pages/account/batch/ImportBatchDetailPage')),
  'account/DepartmentPage': lazyPage(() => import('../../pages/account/department/DepartmentPage')),
  'account/MerchantListPage': lazyPage(() => import('../../pages/account/merchant/MerchantListPage')),
  'account/MerchantCreatePage': named(merchantFormPage, 'MerchantCreatePage'),
  'account/MerchantEditPage': named(merchantFormPage, 'MerchantEditPage'),
  'account/MerchantInfoPage': lazyPage(() => import('../../pages/account/merchant/MerchantInfoPage')),
  'account/MerchantProductPage': lazyPage(() => import('../../pages/account/merchant/MerchantProductPage')),
  'account/MyMerchantPage': lazyPage(() => import('../../pages/account/merchant/MyMerchantPage')),
  'account/MyMerchantDetailPage': named(myMerchantPage, 'MyMerchantDetailPage'),
  'account/WalletPage': lazyPage(() => import('../../pages/account/merchant/WalletPage')),
  'account/MyProductPage': lazyPage(() => import('../../pages/account/merchant/MyProductPage')),
  'account/PropertyAuditPage': lazyPage(() => import('../../pages/account/merchant/PropertyAuditPage')),
  'account/ProjectPages': lazyPage(() => import('../../pages/account/merchant/ProjectPages')),
  'account/ProjectCreatePage': named(projectPages, 'ProjectCreatePage'),
  'account/ProjectAuthorizePage': named(projectPages, 'ProjectAuthorizePage'),
  'account/PropertyApplyPage': lazyPage(() => import('../../pages/account/merchant/PropertyApplyPage')),
  'account/InvoiceTradePage': lazyPage(() => import('../../pages/account/invoice/InvoiceTradePage')),
} satisfies ScreenMap<'account'>;
