import { runtimeAppMetadataResource, runtimeAppResource } from '@console/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ResourceListPage, type ActionOverrides, type ResourceRow } from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';
import { RT_PATHS } from './paths';

const OVERRIDES: ActionOverrides = {
  disable: { confirm: '停用后该应用的域名将显示“应用配置缺失”，确定停用吗？' },
};

/** 应用配置: the runtime apps that brand each domain, with a way into each app's metadata. */
export default function RuntimeAppListPage() {
  const navigate = useNavigate();
  const extras = useMemo<RowAction<ResourceRow>[]>(
    () => [
      {
        key: 'metadata',
        label: '元数据',
        permission: runtimeAppMetadataResource.permissions.list,
        onClick: (row) => void navigate(`${RT_PATHS.metadata}?runtime_app_id=${row.id}`),
      },
    ],
    [navigate],
  );
  return (
    <ResourceListPage
      resource={runtimeAppResource}
      addPath={RT_PATHS.create}
      editPath={RT_PATHS.edit}
      rowActions={extras}
      actionOverrides={OVERRIDES}
    />
  );
}
