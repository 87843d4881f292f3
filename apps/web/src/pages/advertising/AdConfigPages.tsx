import { adCategoryResource, adMediaAppResource } from '@console/core';
import { AdRowList } from './AdRowList';

/** 媒体应用: the platform's media families; the key their screens send is made by the server. */
export function AdMediaAppPage() {
  return <AdRowList resource={adMediaAppResource} />;
}

/** 广告分类: the platform's list of what ads are about. */
export function AdCategoryPage() {
  return <AdRowList resource={adCategoryResource} />;
}
