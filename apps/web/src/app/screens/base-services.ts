import { lazyPage } from '../shell/lazy-page';
import { named, type ScreenMap } from './screen-map';

const productFormPage = () => import('../../pages/base-services/product/ProductFormPage');
const runtimeAppFormPage = () => import('../../pages/base-services/app/RuntimeAppFormPage');
const metadataFormPage = () => import('../../pages/base-services/app/MetadataFormPage');
const serviceBonusEventPages = () => import('../../pages/base-services/bonus/ServiceBonusEventPages');
const keychainAppPages = () => import('../../pages/base-services/keychain/KeychainAppPages');
const keychainAppTabs = () => import('../../pages/base-services/keychain/KeychainAppTabs');
const userPages = () => import('../../pages/base-services/users/UserPages');
const terminalPages = () => import('../../pages/base-services/iot/TerminalPages');
const noticePages = () => import('../../pages/base-services/announcement/NoticePages');
const qrcodePages = () => import('../../pages/base-services/qrcode/QrcodePages');

/** The page modules of 基础服务 (base-services) by screen id; the catalogue rows name them. */
export const BASE_SERVICES_SCREENS = {
  // 组件示例 (/development/widgets) is a console extra route (lib/navigation), not a catalogue row.
  'base-services/WidgetGalleryPage': lazyPage(
    () => import('../../pages/base-services/widget-gallery/WidgetGalleryPage'),
  ),
  'base-services/ProductListPage': lazyPage(
    () => import('../../pages/base-services/product/ProductListPage'),
  ),
  'base-services/ProductCreatePage': named(productFormPage, 'ProductCreatePage'),
  'base-services/ProductEditPage': named(productFormPage, 'ProductEditPage'),
  'base-services/PermissionListPage': lazyPage(
    () => import('../../pages/base-services/permission/PermissionListPage'),
  ),
  'base-services/RuntimeAppListPage': lazyPage(
    () => import('../../pages/base-services/app/RuntimeAppListPage'),
  ),
  'base-services/RuntimeAppCreatePage': named(runtimeAppFormPage, 'RuntimeAppCreatePage'),
  'base-services/RuntimeAppEditPage': named(runtimeAppFormPage, 'RuntimeAppEditPage'),
  'base-services/MetadataListPage': lazyPage(() => import('../../pages/base-services/app/MetadataListPage')),
  'base-services/MetadataCreatePage': named(metadataFormPage, 'MetadataCreatePage'),
  'base-services/MetadataEditPage': named(metadataFormPage, 'MetadataEditPage'),
  'base-services/ServiceBonusEventListPage': named(serviceBonusEventPages, 'ServiceBonusEventListPage'),
  'base-services/ServiceBonusEventAddPage': named(serviceBonusEventPages, 'ServiceBonusEventAddPage'),
  'base-services/ServiceBonusEventEditPage': named(serviceBonusEventPages, 'ServiceBonusEventEditPage'),
  'base-services/ServiceBonusEventDetailPage': named(serviceBonusEventPages, 'ServiceBonusEventDetailPage'),
  'base-services/KeychainAppListPage': named(keychainAppPages, 'KeychainAppListPage'),
  'base-services/KeychainAppAddPage': named(keychainAppPages, 'KeychainAppAddPage'),
  'base-services/KeychainAppInfoPage': named(keychainAppPages, 'KeychainAppInfoPage'),
  'base-services/KeychainAppModulePage': named(keychainAppTabs, 'KeychainAppModulePage'),
  'base-services/KeychainAppCallbackPage': named(keychainAppTabs, 'KeychainAppCallbackPage'),
  'base-services/DevtoolParkingPage': lazyPage(
    () => import('../../pages/base-services/devtool/DevtoolParkingPage'),
  ),
  'base-services/UserListPage': named(userPages, 'UserListPage'),
  'base-services/UserInfoPage': named(userPages, 'UserInfoPage'),
  'base-services/UserPaymentListPage': named(userPages, 'UserPaymentListPage'),
  'base-services/UserPaymentDetailPage': named(userPages, 'UserPaymentDetailPage'),
  'base-services/TerminalListPage': named(terminalPages, 'TerminalListPage'),
  'base-services/TerminalDetailPage': named(terminalPages, 'TerminalDetailPage'),
  'base-services/TravelPage': lazyPage(() => import('../../pages/base-services/travel/TravelPage')),
  'base-services/NoticeListPage': named(noticePages, 'NoticeListPage'),
  'base-services/NoticeAddPage': named(noticePages, 'NoticeAddPage'),
  'base-services/NoticeEditPage': named(noticePages, 'NoticeEditPage'),
  'base-services/PushListPage': lazyPage(() => import('../../pages/base-services/announcement/PushListPage')),
  'base-services/QrcodeListPage': named(qrcodePages, 'QrcodeListPage'),
  'base-services/QrcodeStoppedListPage': named(qrcodePages, 'QrcodeStoppedListPage'),
  'base-services/FeedCodePage': named(qrcodePages, 'FeedCodePage'),
} satisfies ScreenMap<'base-services'>;
