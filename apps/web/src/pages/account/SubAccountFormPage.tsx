import { subAccountResource } from '@console/core';
import { ResourceFormPage } from '../../resources';

// Nothing special: role_ids (a multiple ref to account/role) is the resource form's reference select,
// and the password becomes an optional 重置密码 when editing.

/** 新增子账号 */
export function SubAccountAddPage() {
  return <ResourceFormPage resource={subAccountResource} mode="create" />;
}

/** 编辑子账号 (?id=): the account name is fixed. */
export function SubAccountEditPage() {
  return <ResourceFormPage resource={subAccountResource} mode="edit" />;
}
