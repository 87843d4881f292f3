import { merchantResource, type RowOf } from '@console/core';
import { Image } from 'antd';
import { ResourceDetailPage, type DetailRenderers } from '../../../resources';

/** Files are served to signed-in users by the accessToken cookie, so an <img> can show the logo. */
export const LOGO_RENDERER: DetailRenderers<RowOf<typeof merchantResource>> = {
  logo: (value) => (value ? <Image width={96} src={value} alt="商户 Logo" /> : '-'),
};

/** 商户基本信息 (?id=): the merchant detail group's first tab. */
export default function MerchantInfoPage() {
  return <ResourceDetailPage resource={merchantResource} renderers={LOGO_RENDERER} />;
}
