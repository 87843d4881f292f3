import { TRAVEL_MAX_DAYS, TRAVEL_TOP_PARKS, type TravelSummary } from '@console/core';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Empty, Flex, Row, Skeleton, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { api } from '../../../lib/request';
import { LoadFailed } from '../../../resources';
import { EChart } from '../../../widgets/echart';
import { StatisticCards, type StatisticItem } from '../../../widgets/statistic-cards';
import { tripsByCityOption, tripsByHourOption, tripsByParkOption } from './travel-chart-options';

const DATE = 'YYYY-MM-DD';
type Range = [Dayjs, Dayjs];

function useTravelSummary(start: string, end: string) {
  return useQuery({
    queryKey: ['base-services', 'travel', start, end],
    queryFn: ({ signal }) =>
      api
        .get<TravelSummary>('base/services/travel/summary', { start_date: start, end_date: end }, { signal })
        .then((r) => r.payload),
    placeholderData: (previous) => previous,
  });
}

function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <Card title={title} size="small">
      {empty ? <Empty description="所选日期内暂无出行" /> : children}
    </Card>
  );
}

/**
 * 出行数据 (/base/services/travel): the trips (entry to exit) of the caller's lots that ended on the
 * chosen days (the last 7 at first), summed on the server by hour, by city and by lot.
 */
export default function TravelPage() {
  const [range, setRange] = useState<Range>(() => [dayjs().subtract(6, 'day'), dayjs()]);
  const summary = useTravelSummary(range[0].format(DATE), range[1].format(DATE));
  const data = summary.data;
  const options = useMemo(
    () =>
      data && {
        hours: tripsByHourOption(data.by_hour),
        cities: tripsByCityOption(data.by_city),
        parks: tripsByParkOption(data.by_park),
      },
    [data],
  );
  const items: StatisticItem[] = [
    { key: 'trips', title: '出行车次', value: data?.trip_count, type: 'number', suffix: '次' },
    { key: 'stay', title: '平均停留', value: data?.avg_minutes, type: 'number', suffix: '分钟' },
    { key: 'cities', title: '覆盖城市', value: data?.by_city.length, type: 'number', suffix: '个' },
  ];
  const empty = !data || data.trip_count === 0;

  let body;
  if (summary.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (summary.isError && !data) body = <LoadFailed onRetry={() => void summary.refetch()} />;
  else
    body = (
      <>
        <StatisticCards aria-label="出行汇总" items={items} loading={false} />
        <ChartCard title="分时段出行（入场与出场）" empty={empty}>
          {options && <EChart aria-label="各时段入场与出场车次" option={options.hours} height={300} />}
        </ChartCard>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={10}>
            <ChartCard title="城市分布" empty={empty}>
              {options && <EChart aria-label="各城市出行车次占比" option={options.cities} height={320} />}
            </ChartCard>
          </Col>
          <Col xs={24} xl={14}>
            <ChartCard title={`车场排行（前 ${TRAVEL_TOP_PARKS} 名）`} empty={empty}>
              {options && <EChart aria-label="各车场出行车次" option={options.parks} height={320} />}
            </ChartCard>
          </Col>
        </Row>
      </>
    );

  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Flex wrap justify="space-between" align="center" gap="small">
          <Space wrap>
            <Typography.Text>出场日期：</Typography.Text>
            <DatePicker.RangePicker
              aria-label="出场日期"
              allowClear={false}
              value={range}
              disabledDate={(day, info) =>
                day.isAfter(dayjs(), 'day') ||
                (info.from !== undefined && Math.abs(day.diff(info.from, 'day')) >= TRAVEL_MAX_DAYS)
              }
              onChange={(next) => next?.[0] && next[1] && setRange([next[0], next[1]])}
            />
          </Space>
          <Button
            icon={<ReloadOutlined />}
            loading={summary.isFetching}
            onClick={() => void summary.refetch()}
          >
            刷新
          </Button>
        </Flex>
      </Card>
      {body}
    </Flex>
  );
}
