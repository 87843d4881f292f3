import { runtimeAppMetadataResource, type RowOf } from '@console/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ResourceListPage, type ActionOverrides, type ColumnsOverride } from '../../../resources';
import { MetadataValue, metadataKeyLabel } from './MetadataValue';
import { RT_PATHS } from './paths';

const COLUMNS: ColumnsOverride<RowOf<typeof runtimeAppMetadataResource>> = {
  key: { render: (key) => metadataKeyLabel(key) },
  value: { render: (value, row) => <MetadataValue entryKey={row.key} value={value} /> },
};

const OVERRIDES: ActionOverrides = {
  disable: { confirm: '停用后该项不再下发到域名配置，确定停用吗？' },
};

/** 元数据: the key/value entries of the runtime apps; `?runtime_app_id=` (from 应用配置) narrows it to one app. */
export default function MetadataListPage() {
  const [query] = useSearchParams();
  const appId = Number(query.get('runtime_app_id')) || undefined;
  const fixed = useMemo(() => (appId ? { runtime_app_id: appId } : undefined), [appId]);
  return (
    <ResourceListPage
      resource={runtimeAppMetadataResource}
      addPath={RT_PATHS.metadataCreate}
      editPath={RT_PATHS.metadataEdit}
      columnsOverride={COLUMNS}
      actionOverrides={OVERRIDES}
      fixedParams={fixed}
    />
  );
}
