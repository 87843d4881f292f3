import { softwareResource } from '@console/core';
import { ResourceDetailPage, ResourceFormPage, ResourceListPage } from '../../resources';
import { NETWORK_PATHS } from './paths';

/** 软件列表 / 新建 / 编辑 / 详情: the definition as it is. */
export function SoftwareListPage() {
  return (
    <ResourceListPage
      resource={softwareResource}
      addPath={NETWORK_PATHS.softwareCreate}
      editPath={NETWORK_PATHS.softwareEdit}
      detailPath={NETWORK_PATHS.softwareDetail}
    />
  );
}

export function SoftwareCreatePage() {
  return <ResourceFormPage resource={softwareResource} mode="create" />;
}

export function SoftwareEditPage() {
  return <ResourceFormPage resource={softwareResource} mode="edit" />;
}

export function SoftwareDetailPage() {
  return <ResourceDetailPage resource={softwareResource} />;
}
