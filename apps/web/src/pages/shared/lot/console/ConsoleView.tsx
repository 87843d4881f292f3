import { formatTimestamp, inParkingResource, labelOf, PARK_EVENT_KIND, CAR_TYPE, tagOf } from '@console/core';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Flex, Row, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ConsoleCar, ConsoleEvent } from '@console/core';
import { ActionDialog } from '../../../../resources';
import { DataTable, type DataColumn } from '../../../../widgets/data-table';
import { Permission } from '../../../../widgets/permission';
import { PlateDisplay } from '../../../../widgets/plate-display';
import { StatisticCards } from '../../../../widgets/statistic-cards';
import { useConsoleOverview } from './api/console-overview';
import { consoleStatistics, stayLength } from './console-statistics';
import { OpenGateModal } from './OpenGateModal';

const OPEN_CODE = 'parking:console:open';
// The same 人工放行 as the 在场车辆 list: the in-parking definition's action and its dialog.
const RELEASE = inParkingResource.actions.release!;

function carColumns(now: number): DataColumn<ConsoleCar>[] {
  return [
    {
      key: 'plate',
      title: '车牌号',
      dataIndex: 'plate',
      render: (plate: string, car) => <PlateDisplay plate={plate} color={car.plate_color} />,
    },
    {
      key: 'car_type',
      title: '车辆类型',
      dataIndex: 'car_type',
      render: (type: number) => <Tag color={tagOf(CAR_TYPE, type).color}>{labelOf(CAR_TYPE, type)}</Tag>,
    },
    {
      key: 'entry_time',
      title: '入场时间',
      dataIndex: 'entry_time',
      render: (time: number) => formatTimestamp(time),
    },
    { key: 'entry_gate', title: '入口', dataIndex: 'entry_gate' },
    {
      key: 'stay',
      title: '停车时长',
      dataIndex: 'entry_time',
      render: (time: number) => stayLength(time, now),
    },
  ];
}

function EventFeed({ events }: { events: readonly ConsoleEvent[] }) {
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无通道动态" />;
  return (
    <ol aria-label="通道动态" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {events.map((event) => {
        const tag = tagOf(PARK_EVENT_KIND, event.kind);
        return (
          <li key={event.id} style={{ padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
            <Space wrap size={[8, 2]}>
              <Typography.Text type="secondary">{formatTimestamp(event.create_time)}</Typography.Text>
              <Tag color={tag.color}>{tag.label}</Tag>
              {event.plate && <PlateDisplay plate={event.plate} color={event.plate_color} />}
              {event.gate && <Typography.Text type="secondary">{event.gate}</Typography.Text>}
              <span>{event.content}</span>
            </Space>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * 车场控制台 of one park: the six figures, the latest cars in the lot (人工放行 on each) and the gate
 * feed, refreshed every 65 s and on demand; 远程开闸 for those who hold its code.
 */
export function ConsoleView({ park }: { park: { id: number; name: string } }) {
  const overview = useConsoleOverview(park.id);
  const [openGate, setOpenGate] = useState(false);
  const [releasing, setReleasing] = useState<ConsoleCar>();
  const refresh = () => void overview.refetch();
  const data = overview.data;
  // Stay lengths are counted to the moment the server answered, so they match the figures beside them.
  const now = data?.refreshed_at ?? 0;

  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Flex wrap justify="space-between" align="center" gap="small">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {data?.park.name ?? park.name}
          </Typography.Title>
          <Space wrap>
            <Typography.Text type="secondary" aria-label="上次刷新">
              上次刷新：{overview.dataUpdatedAt ? formatTimestamp(overview.dataUpdatedAt / 1000) : '-'}
              （每 65 秒自动刷新）
            </Typography.Text>
            <Button icon={<ReloadOutlined />} loading={overview.isFetching} onClick={refresh}>
              刷新
            </Button>
            <Permission codes={[OPEN_CODE]}>
              <Button type="primary" danger onClick={() => setOpenGate(true)}>
                远程开闸
              </Button>
            </Permission>
          </Space>
        </Flex>
      </Card>
      {overview.error && (
        <Alert
          type="error"
          showIcon
          title="控制台数据加载失败"
          description={overview.error.message}
          action={
            <Button size="small" onClick={refresh}>
              重试
            </Button>
          }
        />
      )}
      <StatisticCards
        aria-label="车场概况"
        items={consoleStatistics(data)}
        loading={overview.isPending && !overview.error}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title="最新在场车辆" size="small">
            <DataTable<ConsoleCar>
              aria-label="最新在场车辆"
              rowKey="id"
              columns={carColumns(now)}
              dataSource={data?.cars}
              loading={overview.isPending && !overview.error}
              paginated={false}
              // The action dialog asks for the reason and is the confirmation itself.
              rowActions={[
                {
                  key: 'release',
                  label: RELEASE.label,
                  permission: RELEASE.permission,
                  onClick: setReleasing,
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title="通道动态" size="small">
            <EventFeed events={data?.events ?? []} />
          </Card>
        </Col>
      </Row>
      <OpenGateModal park={park} open={openGate} onClose={() => setOpenGate(false)} onDone={refresh} />
      <ActionDialog
        resource={inParkingResource}
        name="release"
        row={releasing && { ...releasing, park_name: data?.park.name ?? park.name }}
        doneMessage={() => `${releasing?.plate ?? ''} 已放行`}
        onDone={refresh}
        onClose={() => setReleasing(undefined)}
      />
    </Flex>
  );
}
