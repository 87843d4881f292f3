import { CHARGE_MODE, PARK_STATUS, formatTimestamp } from '@console/core';
import type { DataColumn } from '../../../widgets/data-table';
import { CodeTag } from '../../shared/lot/CodeTag';

export interface CityParkRow {
  id: number;
  name: string;
  g_park_uuid: string;
  address: string;
  total_spaces: number;
  charge_mode: number;
  status: number;
  create_time: number;
  merchant_name: string;
}

/** The columns of a park as the city view lists it. */
export const PARK_COLUMNS: DataColumn<CityParkRow>[] = [
  { key: 'name', dataIndex: 'name', title: '车场名称' },
  { key: 'merchant_name', dataIndex: 'merchant_name', title: '所属商户' },
  { key: 'address', dataIndex: 'address', title: '详细地址' },
  { key: 'total_spaces', dataIndex: 'total_spaces', title: '车位总数' },
  {
    key: 'charge_mode',
    dataIndex: 'charge_mode',
    title: '收费模式',
    render: (value: number) => <CodeTag table={CHARGE_MODE} value={value} />,
  },
  {
    key: 'status',
    dataIndex: 'status',
    title: '状态',
    render: (value: number) => <CodeTag table={PARK_STATUS} value={value} />,
  },
  {
    key: 'create_time',
    dataIndex: 'create_time',
    title: '创建时间',
    render: (v: number) => formatTimestamp(v),
  },
];
