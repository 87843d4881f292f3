import {
  CHARGE_RECORD_STATUS,
  CONNECTOR_STATUS,
  formatMoney,
  formatTimestamp,
  type DeviceConnector,
  type DeviceMessage,
  type DeviceSession,
} from '@console/core';
import { Card, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CodeTag } from '../lot/CodeTag';
import { useDeviceLive } from './device-live';

const kwh = (wh: number | null) => (wh === null ? '-' : `${(wh / 1000).toFixed(3)} 度`);

const CONNECTOR_COLUMNS: ColumnsType<DeviceConnector> = [
  { title: '枪号', dataIndex: 'connector_no', width: 80, render: (no: number) => `${no}号枪` },
  {
    title: '状态',
    dataIndex: 'status',
    render: (status: string, row) => (
      <span data-testid={`connector-${row.connector_no}-status`}>
        <CodeTag table={CONNECTOR_STATUS} value={status} />
      </span>
    ),
  },
  { title: '故障码', dataIndex: 'error_code', render: (code: string | null) => code ?? '-' },
  { title: '交易号', dataIndex: 'transaction_id', render: (id: number | null) => id ?? '-' },
  { title: '本次已充', dataIndex: 'energy_wh', render: kwh },
  { title: '状态时间', dataIndex: 'status_time', render: (t: number | null) => formatTimestamp(t) },
];

const SESSION_COLUMNS: ColumnsType<DeviceSession> = [
  { title: '记录编号', dataIndex: 'record_no' },
  { title: '枪号', dataIndex: 'connector_no', width: 70 },
  { title: '交易号', dataIndex: 'transaction_id', width: 80 },
  { title: '卡号', dataIndex: 'id_tag' },
  { title: '开始时间', dataIndex: 'start_time', render: (t: number) => formatTimestamp(t) },
  { title: '结束时间', dataIndex: 'end_time', render: (t: number | null) => formatTimestamp(t) },
  { title: '电量', dataIndex: 'energy_wh', render: kwh },
  { title: '金额', dataIndex: 'amount', render: (fen: number) => formatMoney(fen) },
  { title: '预付', dataIndex: 'prepaid_amount', render: (fen: number) => (fen > 0 ? formatMoney(fen) : '-') },
  {
    title: '状态',
    dataIndex: 'status',
    render: (s: number) => <CodeTag table={CHARGE_RECORD_STATUS} value={s} />,
  },
];

const MESSAGE_COLUMNS: ColumnsType<DeviceMessage> = [
  { title: '时间', dataIndex: 'create_time', width: 170, render: (t: number) => formatTimestamp(t) },
  {
    title: '方向',
    dataIndex: 'direction',
    width: 90,
    render: (d: string) => (d === 'in' ? <Tag color="blue">桩→平台</Tag> : <Tag color="green">平台→桩</Tag>),
  },
  { title: '消息', dataIndex: 'action', width: 200 },
  {
    title: '内容',
    dataIndex: 'payload',
    render: (text: string) => (
      <Typography.Text code style={{ wordBreak: 'break-all' }}>
        {text}
      </Typography.Text>
    ),
  },
  {
    title: '说明',
    dataIndex: 'note',
    width: 220,
    render: (note: string | null) => (note ? <Typography.Text type="warning">{note}</Typography.Text> : '-'),
  },
];

/**
 * The live part of 设备详情 that no definition says: the connectors' status as the central system
 * last heard it (离线 once the charge point is silent), its recent sessions and its OCPP messages.
 */
export function DeviceLivePanel({ id }: { id: number }) {
  const live = useDeviceLive(id);
  const data = live.data;
  return (
    <Flex vertical gap="middle">
      <Card
        title="枪状态"
        size="small"
        extra={data && (data.online ? <Tag color="success">在线</Tag> : <Tag>离线</Tag>)}
      >
        <Table<DeviceConnector>
          aria-label="枪状态"
          rowKey="connector_no"
          size="small"
          pagination={false}
          loading={live.isPending}
          columns={CONNECTOR_COLUMNS}
          dataSource={data?.connectors ?? []}
        />
      </Card>
      <Card title="充电记录（最近 20 条）" size="small">
        <Table<DeviceSession>
          aria-label="充电记录"
          rowKey="id"
          size="small"
          pagination={false}
          columns={SESSION_COLUMNS}
          dataSource={data?.sessions ?? []}
        />
      </Card>
      <Card title="通信日志（最近 100 条）" size="small">
        <Table<DeviceMessage>
          aria-label="通信日志"
          rowKey="id"
          size="small"
          pagination={{ pageSize: 20, showSizeChanger: false }}
          columns={MESSAGE_COLUMNS}
          dataSource={data?.messages ?? []}
        />
      </Card>
    </Flex>
  );
}
