import { runtimeAppResource } from '@console/core';
import { ResourceFormPage } from '../../../resources';

/** 新建应用配置 / 编辑应用配置 (the app id never changes). */
export function RuntimeAppCreatePage() {
  return <ResourceFormPage resource={runtimeAppResource} mode="create" />;
}

export function RuntimeAppEditPage() {
  return <ResourceFormPage resource={runtimeAppResource} mode="edit" />;
}
