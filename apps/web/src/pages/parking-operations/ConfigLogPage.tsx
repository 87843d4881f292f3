import {
  AUDIT_ACTION,
  DEFAULT_PAGE_SIZE,
  formatTimestamp,
  optionsOf,
  PARK_CONFIG_SOURCE,
  tagOf,
  type CodeTable,
  type ListPayload,
} from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { Card, Drawer, Flex, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { api } from '../../lib/request';
import { DataTable, type DataColumn, type PageChange } from '../../widgets/data-table';
import { SearchForm, type SearchField, type SearchValues } from '../../widgets/search-form';
import { SnapshotCompare } from '../account/SnapshotCompare';
import { LotGate as LotParkGate, type Lot as LotPark } from '../../resources';

interface LogRow {
  id: number;
  account: string;
  action: string;
  resource: string;
  row_id: number;
  ip: string;
  before_json: string | null;
  after_json: string | null;
  create_time: number;
}

const codeTag = (table: CodeTable, value: unknown) => {
  const tag = tagOf(table, value);
  return <Tag color={tag.color}>{tag.label}</Tag>;
};

const FIELDS: SearchField[] = [
  { name: 'resource', label: '配置项', type: 'select', options: optionsOf(PARK_CONFIG_SOURCE) },
  { name: 'action', label: '操作', type: 'select', options: optionsOf(AUDIT_ACTION) },
  {
    name: 'create_time',
    label: '操作时间',
    type: 'date-range',
    rangeKeys: ['create_time_start', 'create_time_end'],
  },
];

function ConfigLog({ park }: { park: LotPark }) {
  const [search, setSearch] = useState<SearchValues>({});
  const [page, setPage] = useState<PageChange>({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [open, setOpen] = useState<LogRow>();
  const params = { park_id: park.id, page_index: page.pageIndex, page_size: page.pageSize, ...search };
  const list = useQuery({
    queryKey: ['parking/config-log', params],
    queryFn: async ({ signal }) => {
      const { payload } = await api.get<ListPayload<LogRow>>('parking/config-log/list', params, { signal });
      return payload;
    },
  });
  const columns = useMemo<DataColumn<LogRow>[]>(
    () => [
      {
        key: 'create_time',
        title: '操作时间',
        dataIndex: 'create_time',
        render: (v: number) => formatTimestamp(v),
      },
      {
        key: 'resource',
        title: '配置项',
        dataIndex: 'resource',
        render: (v) => codeTag(PARK_CONFIG_SOURCE, v),
      },
      { key: 'action', title: '操作', dataIndex: 'action', render: (v) => codeTag(AUDIT_ACTION, v) },
      { key: 'row_id', title: '数据ID', dataIndex: 'row_id' },
      { key: 'account', title: '操作人', dataIndex: 'account' },
      { key: 'ip', title: 'IP 地址', dataIndex: 'ip' },
    ],
    [],
  );
  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <SearchForm
          fields={FIELDS}
          loading={list.isFetching}
          onSearch={(values) => {
            setSearch(values);
            setPage((current) => ({ ...current, pageIndex: 1 }));
          }}
        />
      </Card>
      <Card>
        <DataTable<LogRow>
          aria-label="配置日志列表"
          tableId="parking/config-log"
          rowKey="id"
          columns={columns}
          dataSource={list.data?.row}
          loading={list.isFetching}
          error={list.error?.message}
          onRetry={() => void list.refetch()}
          total={list.data?.paging_header.total_count ?? 0}
          pageIndex={page.pageIndex}
          pageSize={page.pageSize}
          onPageChange={setPage}
          rowActions={[{ key: 'detail', label: '变更详情', onClick: (row) => setOpen(row) }]}
        />
      </Card>
      <Drawer open={open !== undefined} onClose={() => setOpen(undefined)} width={880} title="配置变更详情">
        {open && <SnapshotCompare before={open.before_json} after={open.after_json} />}
      </Drawer>
    </Flex>
  );
}

/** /parking/manage/config/log: every change of this lot's configuration, newest first. */
export default function ConfigLogPage() {
  return <LotParkGate>{(park) => <ConfigLog park={park} />}</LotParkGate>;
}
