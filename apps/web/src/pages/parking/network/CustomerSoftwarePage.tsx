import { PARK_STATUS, SOFTWARE_PROTOCOL, formatTimestamp } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useMemo, useState } from 'react';
import { api } from '../../../lib/request';
import { DataTable, type DataColumn, type RowAction } from '../../../widgets/data-table';
import { CodeTag } from '../../shared/lot/CodeTag';
import { CustomerGate } from '../../shared/customer/CustomerGate';
import { SoftwareInstallModal } from './SoftwareInstallModal';
import type { ParkSoftwareRow } from './park-software';
import { customerKeys } from '../../shared/customer/use-customer-options';
import type { CustomerDetail } from '../../shared/customer/use-customer';

const dash = (value: unknown) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

const COLUMNS: DataColumn<ParkSoftwareRow>[] = [
  { key: 'park_name', dataIndex: 'park_name', title: '车场名称' },
  {
    key: 'park_status',
    dataIndex: 'park_status',
    title: '车场状态',
    render: (value: number) => <CodeTag table={PARK_STATUS} value={value} />,
  },
  {
    key: 'software_name',
    dataIndex: 'software_name',
    title: '使用软件',
    render: (value: string | null) => value ?? '未设置',
  },
  { key: 'vendor', dataIndex: 'vendor', title: '厂商', render: dash },
  { key: 'version', dataIndex: 'version', title: '版本号', render: dash },
  {
    key: 'protocol',
    dataIndex: 'protocol',
    title: '对接协议',
    render: (value: string | null) => (value ? <CodeTag table={SOFTWARE_PROTOCOL} value={value} /> : '-'),
  },
  {
    key: 'install_time',
    dataIndex: 'install_time',
    title: '安装时间',
    render: (value: number | null) => (value ? formatTimestamp(value) : '-'),
  },
  { key: 'remark', dataIndex: 'remark', title: '备注', render: dash, defaultHidden: true },
];

/** 客户软件: which parking software each of the customer's parks runs, and 设置软件 to change it. */
export default function CustomerSoftwarePage() {
  return <CustomerGate>{(customer) => <ParkSoftware customer={customer} />}</CustomerGate>;
}

function ParkSoftware({ customer }: { customer: CustomerDetail }) {
  const [editing, setEditing] = useState<ParkSoftwareRow | null>(null);
  const gCode = customer.merchant_no;
  const query = useQuery({
    queryKey: customerKeys.software(gCode),
    queryFn: ({ signal }) =>
      api
        .get<{ row: ParkSoftwareRow[] }>('parking/customer/software/list', { g_code: gCode }, { signal })
        .then(({ payload }) => payload?.row ?? []),
  });
  const rowActions = useMemo<RowAction<ParkSoftwareRow>[]>(
    () => [
      {
        key: 'install',
        label: '设置软件',
        permission: 'parking:customer:software:update',
        onClick: (row) => setEditing(row),
      },
    ],
    [],
  );
  return (
    <Card title={`${customer.name}的车场软件`}>
      <DataTable<ParkSoftwareRow>
        rowKey="park_id"
        tableId="parking-customer-software"
        aria-label="客户软件列表"
        columns={COLUMNS}
        dataSource={query.data}
        loading={query.isFetching}
        error={query.error?.message}
        onRetry={() => void query.refetch()}
        rowActions={rowActions}
      />
      {editing && <SoftwareInstallModal row={editing} gCode={gCode} onClose={() => setEditing(null)} />}
    </Card>
  );
}
