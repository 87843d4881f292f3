import { roleResource } from '@console/core';
import { ResourceListPage } from '../../resources';
import { ROLE_PATHS } from './paths';

/** 角色管理: the role definition as it is; permissions are edited on the add and edit pages. */
export default function RoleListPage() {
  return <ResourceListPage resource={roleResource} addPath={ROLE_PATHS.add} editPath={ROLE_PATHS.edit} />;
}
