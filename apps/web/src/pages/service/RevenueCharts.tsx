import type { RevenueChart, RevenueChartDimension } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { api } from '../../lib/request';
import { LoadFailed } from '../../resources';
import { EChart } from '../../widgets/echart';
import { revenueDayOption, revenueShareOption } from './revenue-chart-options';

/** The list's own filters, read from the address the list keeps them in: the charts follow them. */
const FILTERS = ['stat_day_start', 'stat_day_end', 'park_id'] as const;

function useRevenueChart(dimension: RevenueChartDimension, filters: Record<string, number>) {
  return useQuery({
    queryKey: ['service', 'revenue-chart', dimension, filters],
    queryFn: ({ signal }) =>
      api
        .get<RevenueChart>('service/trade/revenue/chart', { dimension, ...filters }, { signal })
        .then((r) => r.payload),
  });
}

function ChartCard({
  title,
  dimension,
  filters,
  span,
}: {
  title: string;
  dimension: RevenueChartDimension;
  filters: Record<string, number>;
  span: number;
}) {
  const chart = useRevenueChart(dimension, filters);
  let body;
  if (chart.isPending) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (chart.isError || !chart.data) body = <LoadFailed onRetry={() => void chart.refetch()} />;
  else if (chart.data.points.length === 0) body = <Empty description="所选范围内暂无交易" />;
  else
    body = (
      <EChart
        aria-label={title}
        height={300}
        option={
          dimension === 'day'
            ? revenueDayOption(chart.data.points)
            : revenueShareOption(dimension, chart.data.points)
        }
      />
    );
  return (
    <Col xs={24} xl={span}>
      <Card title={title} size="small">
        {body}
      </Card>
    </Col>
  );
}

/**
 * 营收统计's charts over the ledger's trades (支付流水): by day, by channel and by business, each one
 * request (one query on the server), in the list's scope and under the list's date range and lot.
 */
export function RevenueCharts() {
  const [params] = useSearchParams();
  const filters: Record<string, number> = {};
  for (const key of FILTERS) {
    const value = Number(params.get(key));
    if (params.get(key) && Number.isSafeInteger(value)) filters[key] = value;
  }
  return (
    <Row gutter={[16, 16]}>
      <ChartCard title="每日营收" dimension="day" filters={filters} span={12} />
      <ChartCard title="支付渠道占比" dimension="channel" filters={filters} span={6} />
      <ChartCard title="业务类型占比" dimension="business" filters={filters} span={6} />
    </Row>
  );
}
