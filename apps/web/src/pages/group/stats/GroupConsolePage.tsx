import { formatMoney, formatTimestamp, groupTabHref, groupTabs, type GroupLotToday } from '@console/core';
import { ReloadOutlined, RightOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Progress,
  Row,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session-store';
import { StatisticCards } from '../../../widgets/statistic-cards';
import { occupancyRate } from '../../shared/dashboard/chart-options';
import { useGroupConsole } from './api/group-stats';
import { todayItems } from './today-items';

/** Where a lot's card leads: the first tab of the lot's detail group the user may open. */
function useLotHref(): (lot: GroupLotToday) => string | undefined {
  const permissions = useSession((s) => s.permissions);
  const products = useSession((s) => s.products);
  const first = groupTabs('group-parking', { permissions, products })[0];
  return (lot) => (first ? groupTabHref(first.path, { g_code: lot.uuid, park_name: lot.name }) : undefined);
}

function LotCard({ lot, href }: { lot: GroupLotToday; href: string | undefined }) {
  const rate = occupancyRate(lot);
  return (
    // The lot's name is data, not a card title: a title is chrome the smoke walk checks for English.
    <Card size="small">
      <Flex justify="space-between" align="center" gap="small" style={{ marginBottom: 8 }}>
        <Typography.Text strong ellipsis={{ tooltip: lot.name }}>
          {lot.name}
        </Typography.Text>
        {href && (
          <Link to={href} aria-label={`车场详情 ${lot.name}`} style={{ whiteSpace: 'nowrap' }}>
            车场详情 <RightOutlined />
          </Link>
        )}
      </Flex>
      <Flex vertical gap="small">
        <Flex align="center" gap="small">
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            占用率
          </Typography.Text>
          <Progress percent={rate} size="small" aria-label={`${lot.name}占用率`} />
        </Flex>
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'in_lot', label: '在场 / 车位', children: `${lot.in_lot} / ${lot.total_spaces}` },
            { key: 'income', label: '今日收入', children: formatMoney(lot.income) },
            { key: 'entries', label: '今日入场', children: lot.entries },
            { key: 'exits', label: '今日出场', children: lot.exits },
            {
              key: 'abnormal',
              label: '异常通行',
              children: (
                <Typography.Text type={lot.abnormal > 0 ? 'danger' : undefined}>
                  {lot.abnormal}
                </Typography.Text>
              ),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}

/**
 * 项目概览 (/group/console): the group's lots today at a glance, one card per lot leading into its
 * detail group. 异常通行 counts stays still open past 24 h and today's manual releases.
 */
export default function GroupConsolePage() {
  const overview = useGroupConsole();
  const hrefOf = useLotHref();
  const data = overview.data;
  const totals = data?.totals;
  const firstLoad = overview.isPending && !overview.error;
  const refresh = () => void overview.refetch();
  const items = todayItems(totals);

  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Flex wrap justify="space-between" align="center" gap="small">
          <Typography.Title level={5} style={{ margin: 0 }}>
            项目概览
          </Typography.Title>
          <Space wrap>
            <Typography.Text type="secondary">
              上次刷新：{overview.dataUpdatedAt ? formatTimestamp(overview.dataUpdatedAt / 1000) : '-'}
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
          title="项目概览加载失败"
          description={overview.error.message}
          action={
            <Button size="small" onClick={refresh}>
              重试
            </Button>
          }
        />
      )}
      <StatisticCards aria-label="今日汇总" items={items} loading={firstLoad} />
      <section aria-label="各车场今日概况">
        {firstLoad ? (
          <Card size="small">
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        ) : !data || data.parks.length === 0 ? (
          <Card size="small">
            <Empty description="暂无车场" />
          </Card>
        ) : (
          <Row gutter={[16, 16]}>
            {data.parks.map((lot) => (
              <Col key={lot.id} xs={24} md={12} xl={8}>
                <LotCard lot={lot} href={hrefOf(lot)} />
              </Col>
            ))}
          </Row>
        )}
      </section>
    </Flex>
  );
}
