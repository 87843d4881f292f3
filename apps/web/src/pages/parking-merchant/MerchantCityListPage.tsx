import { CITY_STATUS } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Input } from 'antd';
import { useState } from 'react';
import { api } from '../../lib/request';
import { DataTable, type DataColumn } from '../../widgets/data-table';
import { CodeTag } from '../shared/lot/CodeTag';

interface MineRow {
  id: number;
  name: string;
  area_code: string;
  province: string;
  status: number;
  park_count: number;
}

const COLUMNS: DataColumn<MineRow>[] = [
  { key: 'name', dataIndex: 'name', title: '城市' },
  { key: 'province', dataIndex: 'province', title: '所属省份' },
  { key: 'area_code', dataIndex: 'area_code', title: '城市编码' },
  { key: 'park_count', dataIndex: 'park_count', title: '本商户车场数' },
  {
    key: 'status',
    dataIndex: 'status',
    title: '状态',
    render: (value: number) => <CodeTag table={CITY_STATUS} value={value} />,
  },
];

/** 城市列表 (商户): the cities the merchant's partner serves, read-only, with the merchant's own parks there. */
export default function MerchantCityListPage() {
  const [keyword, setKeyword] = useState('');
  const query = useQuery({
    queryKey: ['parking/city', 'mine', keyword],
    queryFn: ({ signal }) =>
      api
        .get<{ row: MineRow[] }>('parking/city/mine', keyword ? { keyword } : {}, { signal })
        .then(({ payload }) => payload?.row ?? []),
  });
  return (
    <Card>
      <Flex vertical gap="middle">
        <Input.Search
          allowClear
          placeholder="按城市名称搜索"
          style={{ maxWidth: 320 }}
          onSearch={(value) => setKeyword(value.trim())}
        />
        <DataTable<MineRow>
          rowKey="id"
          tableId="parking-merchant-cities"
          aria-label="城市列表"
          columns={COLUMNS}
          dataSource={query.data}
          loading={query.isFetching}
          error={query.error?.message}
          onRetry={() => void query.refetch()}
          paginated={false}
        />
      </Flex>
    </Card>
  );
}
