import { formatTimestamp } from '@console/core';
import { Card, Flex, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataColumn, type RowAction } from '../../widgets/data-table';
import { NETWORK_PATHS } from './paths';
import type { CustomerRow } from './use-customer-options';
import { usePagedQuery } from './use-paged-query';

const COLUMNS: DataColumn<CustomerRow>[] = [
  { key: 'name', dataIndex: 'name', title: '客户名称' },
  { key: 'merchant_no', dataIndex: 'merchant_no', title: '商户号' },
  { key: 'contact_name', dataIndex: 'contact_name', title: '联系人', render: (v: string | null) => v || '-' },
  { key: 'park_count', dataIndex: 'park_count', title: '车场数' },
  {
    key: 'create_time',
    dataIndex: 'create_time',
    title: '入驻时间',
    render: (v: number) => formatTimestamp(v),
  },
];

/** 客户列表: the parking merchants below the partner; 详情 opens the customer's detail group by g_code. */
export default function CustomerListPage() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const { tableProps } = usePagedQuery<CustomerRow>('parking/customer/list', keyword ? { keyword } : {});
  const rowActions = useMemo<RowAction<CustomerRow>[]>(
    () => [
      {
        key: 'detail',
        label: '详情',
        permission: 'parking:customer:detail',
        onClick: (row) =>
          void navigate(
            `${NETWORK_PATHS.customerInfo}?${new URLSearchParams({ g_code: row.merchant_no, merchant: row.name })}`,
          ),
      },
    ],
    [navigate],
  );
  return (
    <Card>
      <Flex vertical gap="middle">
        <Input.Search
          allowClear
          placeholder="客户名称或商户号"
          style={{ maxWidth: 320 }}
          onSearch={(value) => setKeyword(value.trim())}
        />
        <DataTable<CustomerRow>
          rowKey="id"
          tableId="parking-customers"
          aria-label="客户列表"
          columns={COLUMNS}
          rowActions={rowActions}
          {...tableProps}
        />
      </Flex>
    </Card>
  );
}
