import { collectionResource } from '@console/core';
import { ResourceDetailPage } from '../../resources';

/** 采集详情: what was collected, the photos, and the audit's outcome with the park it created. */
export default function CollectionDetailPage() {
  return <ResourceDetailPage resource={collectionResource} />;
}
