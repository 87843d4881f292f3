import { Button, Card, Flex } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { withId } from '../../../resources';
import { DataTable, type DataColumn, type RowAction } from '../../../widgets/data-table';
import { Permission } from '../../../widgets/permission';
import { SearchForm, type SearchField } from '../../../widgets/search-form';
import {
  RT_CALLS,
  STATUS_OPTIONS,
  useMetadataList,
  useRuntimeAppOptions,
  useRuntimeAppWrite,
  type MetadataRow,
} from './api/runtime-apps';
import { MetadataValue, metadataKeyLabel } from './MetadataValue';
import { RT_PATHS } from './paths';
import { StatusTag } from './StatusTag';
import { useListParams } from './use-list-params';

const COLUMNS: DataColumn<MetadataRow>[] = [
  { key: 'app_name', title: '所属应用', dataIndex: 'app_name' },
  { key: 'key', title: '键', dataIndex: 'key', render: metadataKeyLabel },
  {
    key: 'value',
    title: '值',
    dataIndex: 'value',
    render: (value: string, row) => <MetadataValue entryKey={row.key} value={value} />,
  },
  {
    key: 'status',
    title: '状态',
    dataIndex: 'status',
    render: (status: number) => <StatusTag status={status} />,
  },
];

/** 元数据: the key/value entries of the runtime apps (merchant/app/rt/metadata/list); ?runtime_app_id= narrows it. */
export default function MetadataListPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const appFromQuery = Number(query.get('runtime_app_id')) || undefined;
  const list = useListParams(appFromQuery ? { runtime_app_id: appFromQuery } : {});
  const entries = useMetadataList(list.params);
  const apps = useRuntimeAppOptions();
  const write = useRuntimeAppWrite();

  const search: SearchField[] = [
    { name: 'runtime_app_id', label: '所属应用', type: 'select', options: apps.options },
    { name: 'key', label: '键', type: 'text' },
    { name: 'status', label: '状态', type: 'select', options: STATUS_OPTIONS },
  ];
  const actions: RowAction<MetadataRow>[] = [
    {
      key: 'edit',
      label: '编辑',
      permission: ['system:metadata:update'],
      onClick: (row) => void navigate(withId(RT_PATHS.metadataEdit, row.id)),
    },
    {
      key: 'disable',
      label: '停用',
      permission: ['system:metadata:update'],
      confirm: '停用后该项不再下发到域名配置，确定停用吗？',
      visible: (row) => row.status === 1,
      onClick: (row) => write.mutateAsync(RT_CALLS.setEntry(row.id, false)),
    },
    {
      key: 'enable',
      label: '启用',
      permission: ['system:metadata:update'],
      confirm: '确定启用该元数据吗？',
      visible: (row) => row.status === 0,
      onClick: (row) => write.mutateAsync(RT_CALLS.setEntry(row.id, true)),
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['system:metadata:delete'],
      confirm: '删除后不可恢复，确定删除该元数据吗？',
      onClick: (row) => write.mutateAsync(RT_CALLS.deleteEntry(row.id)),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Card>
        <SearchForm
          fields={search}
          initialValues={appFromQuery ? { runtime_app_id: appFromQuery } : undefined}
          onSearch={list.onSearch}
          loading={entries.isFetching}
        />
      </Card>
      <Card>
        <DataTable<MetadataRow>
          aria-label="元数据"
          tableId="runtime-app-metadata"
          rowKey="id"
          columns={COLUMNS}
          dataSource={entries.data?.row}
          loading={entries.isFetching}
          error={entries.error?.message}
          onRetry={() => void entries.refetch()}
          rowActions={actions}
          total={entries.data?.paging_header.total_count ?? 0}
          pageIndex={list.page.pageIndex}
          pageSize={list.page.pageSize}
          onPageChange={list.onPageChange}
          scroll={{ x: 'max-content' }}
          toolbar={
            <Permission codes={['system:metadata:create']}>
              <Button
                type="primary"
                onClick={() =>
                  void navigate(
                    appFromQuery
                      ? `${RT_PATHS.metadataCreate}?runtime_app_id=${appFromQuery}`
                      : RT_PATHS.metadataCreate,
                  )
                }
              >
                新建元数据
              </Button>
            </Permission>
          }
        />
      </Card>
    </Flex>
  );
}
