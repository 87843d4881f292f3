import { roleResource } from '@console/core';
import { ResourceFormPage } from '../../resources';

// Nothing special: the permissions field (kind 'permissions') is the resource form's permission tree,
// which offers only the codes the editor holds.

/** 新增角色 */
export function RoleAddPage() {
  return <ResourceFormPage resource={roleResource} mode="create" />;
}

/** 编辑角色 (?id=) */
export function RoleEditPage() {
  return <ResourceFormPage resource={roleResource} mode="edit" />;
}
