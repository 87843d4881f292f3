import { Button, Card, Flex, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { withId } from '../../../resources';
import { DataTable, type DataColumn, type RowAction } from '../../../widgets/data-table';
import { Permission } from '../../../widgets/permission';
import { SearchForm, type SearchField } from '../../../widgets/search-form';
import {
  RT_CALLS,
  STATUS_OPTIONS,
  SYSTEM_OPTIONS,
  useRuntimeApps,
  useRuntimeAppWrite,
  type RuntimeAppRow,
} from './api/runtime-apps';
import { RT_PATHS } from './paths';
import { StatusTag } from './StatusTag';
import { useListParams } from './use-list-params';

const SEARCH: SearchField[] = [
  { name: 'name', label: '应用名称', type: 'text' },
  { name: 'app_id', label: '应用标识', type: 'text' },
  { name: 'status', label: '状态', type: 'select', options: STATUS_OPTIONS },
];

const systemLabel = (value: string) => SYSTEM_OPTIONS.find((o) => o.value === value)?.label ?? value;

const COLUMNS: DataColumn<RuntimeAppRow>[] = [
  { key: 'app_id', title: '应用标识', dataIndex: 'app_id' },
  { key: 'name', title: '应用名称', dataIndex: 'name' },
  { key: 'system', title: '平台类型', dataIndex: 'system', render: systemLabel },
  {
    key: 'domains',
    title: '域名',
    dataIndex: 'domains',
    render: (domains: string[]) =>
      domains.length ? (
        <Space size={[4, 4]} wrap>
          {domains.map((d) => (
            <Tag key={d}>{d}</Tag>
          ))}
        </Space>
      ) : (
        '-'
      ),
  },
  {
    key: 'status',
    title: '状态',
    dataIndex: 'status',
    render: (status: number) => <StatusTag status={status} />,
  },
];

/** 应用配置: the runtime apps that brand each domain (merchant/app/rt/list). */
export default function RuntimeAppListPage() {
  const navigate = useNavigate();
  const list = useListParams();
  const apps = useRuntimeApps(list.params);
  const write = useRuntimeAppWrite();

  const actions: RowAction<RuntimeAppRow>[] = [
    {
      key: 'edit',
      label: '编辑',
      permission: ['system:manage:app:update'],
      onClick: (row) => void navigate(withId(RT_PATHS.edit, row.id)),
    },
    {
      key: 'metadata',
      label: '元数据',
      permission: ['system:metadata:list'],
      onClick: (row) => void navigate(`${RT_PATHS.metadata}?runtime_app_id=${row.id}`),
    },
    {
      key: 'disable',
      label: '停用',
      permission: ['system:manage:app:update'],
      confirm: '停用后该应用的域名将显示“应用配置缺失”，确定停用吗？',
      visible: (row) => row.status === 1,
      onClick: (row) => write.mutateAsync(RT_CALLS.setApp(row.id, false)),
    },
    {
      key: 'enable',
      label: '启用',
      permission: ['system:manage:app:update'],
      confirm: '确定启用该应用配置吗？',
      visible: (row) => row.status === 0,
      onClick: (row) => write.mutateAsync(RT_CALLS.setApp(row.id, true)),
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['system:manage:app:delete'],
      confirm: '删除后其域名与元数据一并删除，且不可恢复，确定删除吗？',
      onClick: (row) => write.mutateAsync(RT_CALLS.deleteApp(row.id)),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Card>
        <SearchForm fields={SEARCH} onSearch={list.onSearch} loading={apps.isFetching} />
      </Card>
      <Card>
        <DataTable<RuntimeAppRow>
          aria-label="应用配置"
          tableId="runtime-app"
          rowKey="id"
          columns={COLUMNS}
          dataSource={apps.data?.row}
          loading={apps.isFetching}
          error={apps.error?.message}
          onRetry={() => void apps.refetch()}
          rowActions={actions}
          total={apps.data?.paging_header.total_count ?? 0}
          pageIndex={list.page.pageIndex}
          pageSize={list.page.pageSize}
          onPageChange={list.onPageChange}
          scroll={{ x: 'max-content' }}
          toolbar={
            <Permission codes={['system:manage:app:create']}>
              <Button type="primary" onClick={() => void navigate(RT_PATHS.create)}>
                新建应用配置
              </Button>
            </Permission>
          }
        />
      </Card>
    </Flex>
  );
}
