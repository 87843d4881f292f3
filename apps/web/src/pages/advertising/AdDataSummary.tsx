import { formatMoney, type AnyView, type ViewListPayload } from '@console/core';
import { Card, Col, Empty, Row, Skeleton, Statistic } from 'antd';
import { useSearchParams } from 'react-router';
import { LoadFailed, useResourceList } from '../../resources';
import { EChart } from '../../widgets/echart';
import { adMoneyOption, adTrafficOption, ctrOf, ctrText, type AdDayPoint } from './ad-data-chart-options';

/** The list's own date range, read from the address the list keeps it in: the charts follow it. */
function rangeOf(params: URLSearchParams): Record<string, number> {
  const range: Record<string, number> = {};
  for (const key of ['day_start', 'day_end']) {
    const value = Number(params.get(key));
    if (params.get(key) && Number.isSafeInteger(value)) range[key] = value;
  }
  return range;
}

/** Rows of one day added up (计费统计 has a row per day and provider). */
export function byDay(rows: readonly AdDayPoint[]): AdDayPoint[] {
  const days = new Map<number, AdDayPoint>();
  for (const row of rows) {
    const day = days.get(row.day) ?? { day: row.day, impressions: 0, clicks: 0, cost: 0, income: 0 };
    day.impressions += row.impressions;
    day.clicks += row.clicks;
    day.cost += row.cost;
    day.income += row.income;
    days.set(row.day, day);
  }
  return [...days.values()].sort((a, b) => a.day - b.day);
}

/**
 * The figures above an advertising data list: the totals of every matching event (money from the
 * exact sums, rounded to the fen once) and the daily charts of the latest 200 days in the range.
 */
export function AdDataSummary({ view, fixed }: { view: AnyView; fixed?: Readonly<Record<string, number>> }) {
  const [params] = useSearchParams();
  const list = useResourceList(view, {
    page_index: 1,
    page_size: 200,
    sort_by: 'day',
    sort_order: 'desc',
    ...fixed,
    ...rangeOf(params),
  });
  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (list.isError || !list.data) return <LoadFailed onRetry={() => void list.refetch()} />;
  const payload = list.data as unknown as ViewListPayload<AdDayPoint>;
  const totals = payload.totals ?? {};
  const points = byDay(payload.row);
  const figure = (name: string) => Number(totals[name] ?? 0);
  const cards = [
    { title: '曝光量', value: figure('impressions').toLocaleString('zh-CN') },
    { title: '点击量', value: figure('clicks').toLocaleString('zh-CN') },
    { title: '点击率', value: ctrText(ctrOf(figure('clicks'), figure('impressions'))) },
    { title: '广告消耗', value: formatMoney(Math.round(figure('cost_milli') / 1000)) },
    { title: '流量主收益', value: formatMoney(Math.round(figure('income_milli') / 1000)) },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.title} xs={12} md={8} xl={4}>
          <Card size="small">
            <Statistic title={card.title} value={card.value} />
          </Card>
        </Col>
      ))}
      {points.length === 0 ? (
        <Col span={24}>
          <Card size="small">
            <Empty description="所选范围内暂无广告数据" />
          </Card>
        </Col>
      ) : (
        <>
          <Col xs={24} xl={12}>
            <Card title="曝光与点击趋势" size="small">
              <EChart aria-label="曝光与点击趋势" height={280} option={adTrafficOption(points)} />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title="消耗与收益趋势" size="small">
              <EChart aria-label="消耗与收益趋势" height={280} option={adMoneyOption(points)} />
            </Card>
          </Col>
        </>
      )}
    </Row>
  );
}
