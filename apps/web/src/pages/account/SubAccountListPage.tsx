import { subAccountResource } from '@console/core';
import { ResourceListPage } from '../../resources';
import { SUB_ACCOUNT_PATHS } from './paths';

/** 子账号管理: 停用 and 启用 come from the definition's actions and the row's status. */
export default function SubAccountListPage() {
  return (
    <ResourceListPage
      resource={subAccountResource}
      addPath={SUB_ACCOUNT_PATHS.add}
      editPath={SUB_ACCOUNT_PATHS.edit}
    />
  );
}
