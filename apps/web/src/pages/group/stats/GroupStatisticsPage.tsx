import { formatMoney, GROUP_STATISTICS_MAX_DAYS, type GroupLotRange } from '@console/core';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, DatePicker, Empty, Flex, Row, Skeleton, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { DataTable, type DataColumn } from '../../../widgets/data-table';
import { EChart } from '../../../widgets/echart';
import { StatisticCards, type StatisticItem } from '../../../widgets/statistic-cards';
import { occupancyRate, trendOption } from '../../shared/dashboard/chart-options';
import { useGroupStatistics } from './api/group-stats';
import {
  incomeByLotDayOption,
  incomeByLotOption,
  occupancyOption,
  payMixOption,
  peakHoursOption,
  wrapCategoryLabels,
} from './group-chart-options';

const DATE = 'YYYY-MM-DD';
type Range = [Dayjs, Dayjs];

const LOT_COLUMNS: DataColumn<GroupLotRange>[] = [
  { key: 'name', title: '车场', dataIndex: 'name' },
  { key: 'entries', title: '入场车次', dataIndex: 'entries', align: 'right' },
  { key: 'exits', title: '出场车次', dataIndex: 'exits', align: 'right' },
  { key: 'payment', title: '临停收入', dataIndex: 'payment_income', align: 'right', render: formatMoney },
  { key: 'recharge', title: '月卡收入', dataIndex: 'recharge_income', align: 'right', render: formatMoney },
  { key: 'income', title: '总收入', dataIndex: 'income', align: 'right', render: formatMoney },
  {
    key: 'rate',
    title: '当前占用率',
    dataIndex: 'id',
    align: 'right',
    render: (_: number, lot) => `${occupancyRate(lot)}%（${lot.in_lot} / ${lot.total_spaces}）`,
  },
];

function ChartCard({
  title,
  loading,
  empty,
  children,
}: {
  title: string;
  loading: boolean;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <Card title={title} size="small">
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : empty ? (
        <Empty description="所选日期暂无数据" />
      ) : (
        children
      )}
    </Card>
  );
}

/**
 * 统计概览 (/group/statistics): the group's income by lot and by day over chosen dates (the last 7
 * days at first), occupancy now, peak hours and the payment mix. Refreshed every 65 s like 数据大屏.
 */
export default function GroupStatisticsPage() {
  const [range, setRange] = useState<Range>(() => [dayjs().subtract(6, 'day'), dayjs()]);
  const query = { start_date: range[0].format(DATE), end_date: range[1].format(DATE) };
  const stats = useGroupStatistics(query);
  const data = stats.data;
  const firstLoad = stats.isPending && !stats.error;
  const refresh = () => void stats.refetch();
  const parks = useMemo(() => data?.parks ?? [], [data]);
  const options = useMemo(
    () =>
      data && {
        byDay: incomeByLotDayOption(data.parks, data.days),
        byLot: incomeByLotOption(data.parks),
        trend: trendOption(data.days),
        occupancy: wrapCategoryLabels(occupancyOption(data.parks)),
        hours: peakHoursOption(data.hours),
        mix: payMixOption(data.pay_mix),
      },
    [data],
  );
  const totals = data?.totals;
  const items: StatisticItem[] = [
    { key: 'income', title: '总收入', value: totals?.income, type: 'money' },
    { key: 'payment', title: '临停收入', value: totals?.payment_income, type: 'money' },
    { key: 'recharge', title: '月卡收入', value: totals?.recharge_income, type: 'money' },
    { key: 'orders', title: '支付笔数', value: totals?.orders, type: 'number', suffix: '笔' },
    { key: 'entries', title: '入场车次', value: totals?.entries, type: 'number' },
    { key: 'exits', title: '出场车次', value: totals?.exits, type: 'number' },
    {
      key: 'rate',
      title: '当前占用率',
      value: totals ? occupancyRate(totals) : undefined,
      type: 'number',
      suffix: '%',
    },
  ];
  const noIncome = !data || data.totals.income === 0;
  const noTraffic = !data || data.totals.entries === 0;

  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Flex wrap justify="space-between" align="center" gap="small">
          <Space wrap>
            <Typography.Text>统计日期：</Typography.Text>
            <DatePicker.RangePicker
              aria-label="统计日期"
              allowClear={false}
              value={range}
              disabledDate={(day, info) =>
                day.isAfter(dayjs(), 'day') ||
                (info.from !== undefined && Math.abs(day.diff(info.from, 'day')) >= GROUP_STATISTICS_MAX_DAYS)
              }
              onChange={(next) => next?.[0] && next[1] && setRange([next[0], next[1]])}
            />
          </Space>
          <Button icon={<ReloadOutlined />} loading={stats.isFetching} onClick={refresh}>
            刷新
          </Button>
        </Flex>
      </Card>
      {stats.error && (
        <Alert
          type="error"
          showIcon
          title="统计概览加载失败"
          description={stats.error.message}
          action={
            <Button size="small" onClick={refresh}>
              重试
            </Button>
          }
        />
      )}
      <StatisticCards aria-label="统计汇总" items={items} loading={firstLoad} />
      <ChartCard title="各车场每日收入" loading={firstLoad} empty={noIncome}>
        {options && <EChart aria-label="各车场每日收入" option={options.byDay} height={320} />}
      </ChartCard>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <ChartCard title="各车场收入构成" loading={firstLoad} empty={noIncome}>
            {options && <EChart aria-label="各车场临停与月卡收入" option={options.byLot} height={300} />}
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title="支付方式占比" loading={firstLoad} empty={noIncome}>
            {options && <EChart aria-label="按支付方式的收入占比" option={options.mix} height={300} />}
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title="高峰时段（按入场时间）" loading={firstLoad} empty={noTraffic}>
            {options && <EChart aria-label="各时段入场车次" option={options.hours} height={300} />}
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title="当前占用率" loading={firstLoad} empty={parks.length === 0}>
            {options && <EChart aria-label="各车场当前占用率" option={options.occupancy} height={300} />}
          </ChartCard>
        </Col>
      </Row>
      <ChartCard title="每日进出与收入" loading={firstLoad} empty={!data}>
        {options && <EChart aria-label="每日入场、出场与收入" option={options.trend} height={300} />}
      </ChartCard>
      <Card title="各车场汇总" size="small">
        <DataTable<GroupLotRange>
          aria-label="各车场汇总"
          rowKey="id"
          columns={LOT_COLUMNS}
          dataSource={parks}
          loading={firstLoad}
          paginated={false}
        />
      </Card>
    </Flex>
  );
}
