import { PERMISSION_AREAS } from '@console/core';
import { Card, Flex, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { DataTable, type DataColumn } from '../../../widgets/data-table';
import { SearchForm, type SearchField, type SearchValues } from '../../../widgets/search-form';
import {
  filterPermissions,
  PERMISSION_ROWS,
  type PermissionQuery,
  type PermissionRow,
} from './permission-rows';

const SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'code', label: '权限标识', type: 'text', placeholder: '如 account:role:list' },
  { name: 'label', label: '权限名称', type: 'text' },
  {
    name: 'area',
    label: '所属范围',
    type: 'select',
    options: PERMISSION_AREAS.map((area) => ({ value: area.key, label: area.label })),
  },
];

const COLUMNS: DataColumn<PermissionRow>[] = [
  {
    key: 'code',
    title: '权限标识',
    dataIndex: 'code',
    render: (code: string) => (
      <Typography.Text code copyable>
        {code}
      </Typography.Text>
    ),
  },
  { key: 'label', title: '权限名称', dataIndex: 'label' },
  { key: 'resourceLabel', title: '功能', dataIndex: 'resourceLabel' },
  {
    key: 'areaLabel',
    title: '所属范围',
    dataIndex: 'areaLabel',
    render: (label: string) => <Tag>{label}</Tag>,
  },
  {
    key: 'screens',
    title: '使用页面',
    dataIndex: 'screens',
    render: (screens: string[]) =>
      screens.length === 0 ? (
        <Typography.Text type="secondary">按钮或接口权限</Typography.Text>
      ) : (
        screens.join('、')
      ),
  },
];

/**
 * 权限列表 (platform only): the permission catalogue compiled into this build (packages/core), the same
 * list the server checks against, so it is searched and paged here without a request (docs/decisions.md).
 */
export default function PermissionListPage() {
  const [query, setQuery] = useState<PermissionQuery>({});
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 20 });
  const rows = useMemo(() => filterPermissions(PERMISSION_ROWS, query), [query]);

  const search = (values: SearchValues) => {
    setQuery(values as PermissionQuery);
    setPage((current) => ({ ...current, pageIndex: 1 }));
  };

  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <SearchForm fields={SEARCH_FIELDS} onSearch={search} visibleCount={3} />
      </Card>
      <Card>
        <DataTable<PermissionRow>
          rowKey="code"
          aria-label="权限列表"
          tableId="base-services-permission-list"
          columns={COLUMNS}
          dataSource={rows}
          pageIndex={page.pageIndex}
          pageSize={page.pageSize}
          onPageChange={setPage}

          toolbar={<Typography.Text type="secondary">共 {PERMISSION_ROWS.length} 个权限标识</Typography.Text>}
        />
      </Card>
    </Flex>
  );
}
