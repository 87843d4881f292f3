import { formatMoney, formatTimestamp } from '@console/core';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Progress, Segmented, Skeleton, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { DataTable, type DataColumn } from '../../../widgets/data-table';
import { EChart } from '../../../widgets/echart';
import { StatisticCards, type StatisticItem } from '../../../widgets/statistic-cards';
import type { DashboardOverview, DashboardPark } from '@console/core';
import { TREND_DAYS, useDashboardOverview, type TrendDays } from './api/dashboard-overview';
import { occupancyRate, parkTodayOption, trendOption } from './chart-options';

function totalsOf(overview: DashboardOverview | undefined): StatisticItem[] {
  const totals = overview?.totals;
  const rate = totals ? occupancyRate(totals) : undefined;
  return [
    { key: 'parks', title: '车场数量', value: totals?.parks, type: 'number' },
    { key: 'spaces', title: '车位总数', value: totals?.total_spaces, type: 'number' },
    { key: 'in_lot', title: '在场车辆', value: totals?.in_lot, type: 'number' },
    { key: 'rate', title: '占用率', value: rate, type: 'number', suffix: '%' },
    { key: 'entries', title: '今日入场', value: totals?.entries, type: 'number' },
    { key: 'exits', title: '今日出场', value: totals?.exits, type: 'number' },
    { key: 'income', title: '今日收入', value: totals?.income, type: 'money' },
  ];
}

const PARK_COLUMNS: DataColumn<DashboardPark>[] = [
  { key: 'name', title: '车场', dataIndex: 'name' },
  { key: 'entries', title: '今日入场', dataIndex: 'entries', align: 'right' },
  { key: 'exits', title: '今日出场', dataIndex: 'exits', align: 'right' },
  {
    key: 'income',
    title: '今日收入',
    dataIndex: 'income',
    align: 'right',
    render: (fen: number) => formatMoney(fen),
  },
  {
    key: 'in_lot',
    title: '在场 / 车位',
    dataIndex: 'in_lot',
    align: 'right',
    render: (inLot: number, park) => `${inLot} / ${park.total_spaces}`,
  },
  {
    key: 'rate',
    title: '占用率',
    dataIndex: 'id',
    width: 160,
    render: (_: number, park) => (
      <Progress percent={occupancyRate(park)} size="small" aria-label={`${park.name}占用率`} />
    ),
  },
];

/**
 * 数据大屏 (/parking/dashboard): today's traffic, income and occupancy of every park the caller sees,
 * per park and in total, and the trend of the last 7, 15 or 30 days; refreshed every 65 s.
 */
export default function ParkingDashboardPage() {
  const [days, setDays] = useState<TrendDays>(7);
  const overview = useDashboardOverview(days);
  const data = overview.data;
  const parks = useMemo(() => data?.parks ?? [], [data]);
  const parkOption = useMemo(() => parkTodayOption(parks), [parks]);
  const lineOption = useMemo(() => trendOption(data?.trend ?? []), [data]);
  const refresh = () => void overview.refetch();
  const firstLoad = overview.isPending && !overview.error;

  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Flex wrap justify="space-between" align="center" gap="small">
          <Typography.Title level={5} style={{ margin: 0 }}>
            停车数据大屏
          </Typography.Title>
          <Space wrap>
            <Typography.Text type="secondary">
              上次刷新：{overview.dataUpdatedAt ? formatTimestamp(overview.dataUpdatedAt / 1000) : '-'}
              （每 65 秒自动刷新）
            </Typography.Text>
            <Button icon={<ReloadOutlined />} loading={overview.isFetching} onClick={refresh}>
              刷新
            </Button>
          </Space>
        </Flex>
      </Card>
      {overview.error && (
        <Alert
          type="error"
          showIcon
          title="数据大屏加载失败"
          description={overview.error.message}
          action={
            <Button size="small" onClick={refresh}>
              重试
            </Button>
          }
        />
      )}
      <StatisticCards aria-label="今日汇总" items={totalsOf(data)} loading={firstLoad} />
      <Card title="各车场今日概况" size="small">
        {firstLoad ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : parks.length === 0 ? (
          <Empty description="暂无车场数据" />
        ) : (
          <Flex vertical gap="middle">
            <EChart aria-label="各车场今日入场、出场、收入与占用率" option={parkOption} height={340} />
            <DataTable<DashboardPark>
              aria-label="各车场今日概况"
              rowKey="id"
              columns={PARK_COLUMNS}
              dataSource={parks}
              paginated={false}
            />
          </Flex>
        )}
      </Card>
      <Card
        title={`近 ${days} 天趋势`}
        size="small"
        extra={
          <Segmented<TrendDays>
            aria-label="趋势天数"
            value={days}
            onChange={setDays}
            options={TREND_DAYS.map((value) => ({ value, label: `${value}天` }))}
          />
        }
      >
        {firstLoad ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : data ? (
          <EChart aria-label={`近 ${days} 天入场、出场与收入趋势`} option={lineOption} height={320} />
        ) : (
          <Empty description="暂无趋势数据" />
        )}
      </Card>
    </Flex>
  );
}
