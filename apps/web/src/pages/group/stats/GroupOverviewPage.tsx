import { formatTimestamp, REFRESH_INTERVAL_MS } from '@console/core';
import { FullscreenExitOutlined, FullscreenOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Col,
  ConfigProvider,
  Empty,
  Flex,
  Row,
  Skeleton,
  Space,
  theme,
  Typography,
  type ThemeConfig,
} from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { EChart } from '../../../widgets/echart';
import { StatisticCards } from '../../../widgets/statistic-cards';
import { parkTodayOption, trendOption } from '../../shared/dashboard/chart-options';
import { useGroupScreen } from './api/group-stats';
import { todayItems } from './today-items';
import { onDark, payMixOption, peakHoursOption, wrapCategoryLabels } from './group-chart-options';

const SCREEN_BACKGROUND = 'linear-gradient(180deg, #06122b 0%, #0b1f45 100%)';

// antd's dark algorithm, plus the greys the console's readable theme fixed for white pages
// (readable-theme.ts): left as they are, they would be dark grey on the dark screen.
const LIGHT_GREY = 'rgba(255, 255, 255, 0.65)';
const DARK_THEME: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorTextTertiary: LIGHT_GREY,
    colorTextDescription: LIGHT_GREY,
    colorTextPlaceholder: LIGHT_GREY,
  },
};

/** Full screen for the panel, and whether it is: the browser's own API, left with Esc as usual. */
function useFullscreen(target: React.RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const sync = () => setActive(document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen?.();
  };
  return { active, toggle };
}

function Panel({ title, loading, children }: { title: string; loading: boolean; children: ReactNode }) {
  return (
    <Card title={title} size="small" style={{ background: 'rgba(16, 42, 92, 0.55)', height: '100%' }}>
      {loading ? <Skeleton active paragraph={{ rows: 6 }} /> : children}
    </Card>
  );
}

/**
 * 集团数据大屏 (/group/overview): the group's lots today and its last 7 days on a dark full-screen
 * panel, refreshed every 65 s. Built from 数据大屏's pieces (EChart, its per-park and trend options,
 * StatisticCards) under antd's dark algorithm, rather than a copy of that page.
 */
export default function GroupOverviewPage() {
  const screen = useGroupScreen();
  const host = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(host);
  const data = screen.data;
  const firstLoad = screen.isPending && !screen.error;
  const refresh = () => void screen.refetch();
  const options = useMemo(
    () =>
      data && {
        parks: onDark(wrapCategoryLabels(parkTodayOption(data.today.parks))),
        trend: onDark(trendOption(data.week.days)),
        hours: onDark(peakHoursOption(data.week.hours)),
        mix: onDark(payMixOption(data.week.pay_mix)),
      },
    [data],
  );
  const totals = data?.today.totals;
  const items = todayItems(totals);

  return (
    <ConfigProvider theme={DARK_THEME}>
      <div
        ref={host}
        role="region"
        aria-label="集团数据大屏"
        style={{
          background: SCREEN_BACKGROUND,
          padding: 16,
          borderRadius: fullscreen.active ? 0 : 8,
          minHeight: '100%',
          overflow: 'auto',
        }}
      >
        <Flex vertical gap="middle">
          <Flex wrap justify="space-between" align="center" gap="small">
            <Typography.Title level={3} style={{ margin: 0, letterSpacing: 2 }}>
              集团数据大屏
            </Typography.Title>
            <Space wrap>
              <Typography.Text type="secondary" aria-label="上次刷新">
                上次刷新：{screen.dataUpdatedAt ? formatTimestamp(screen.dataUpdatedAt / 1000) : '-'}（每{' '}
                {REFRESH_INTERVAL_MS / 1000} 秒自动刷新）
              </Typography.Text>
              <Button icon={<ReloadOutlined />} loading={screen.isFetching} onClick={refresh}>
                刷新
              </Button>
              <Button
                icon={fullscreen.active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
                onClick={fullscreen.toggle}
              >
                {fullscreen.active ? '退出全屏' : '全屏'}
              </Button>
            </Space>
          </Flex>
          {screen.error && (
            <Alert
              type="error"
              showIcon
              title="数据大屏加载失败"
              description={screen.error.message}
              action={
                <Button size="small" onClick={refresh}>
                  重试
                </Button>
              }
            />
          )}
          <StatisticCards aria-label="今日汇总" items={items} loading={firstLoad} />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={14}>
              <Panel title="各车场今日概况" loading={firstLoad}>
                {options && data && data.today.parks.length > 0 ? (
                  <EChart
                    aria-label="各车场今日入场、出场、收入与占用率"
                    option={options.parks}
                    height={320}
                  />
                ) : (
                  <Empty description="暂无车场" />
                )}
              </Panel>
            </Col>
            <Col xs={24} xl={10}>
              <Panel title="近 7 天支付方式" loading={firstLoad}>
                {options && data && data.week.pay_mix.length > 0 ? (
                  <EChart aria-label="近 7 天按支付方式的收入占比" option={options.mix} height={320} />
                ) : (
                  <Empty description="近 7 天暂无收入" />
                )}
              </Panel>
            </Col>
            <Col xs={24} xl={14}>
              <Panel title="近 7 天趋势" loading={firstLoad}>
                {options && (
                  <EChart aria-label="近 7 天入场、出场与收入趋势" option={options.trend} height={300} />
                )}
              </Panel>
            </Col>
            <Col xs={24} xl={10}>
              <Panel title="近 7 天高峰时段" loading={firstLoad}>
                {options && <EChart aria-label="近 7 天各时段入场车次" option={options.hours} height={300} />}
              </Panel>
            </Col>
          </Row>
        </Flex>
      </div>
    </ConfigProvider>
  );
}
