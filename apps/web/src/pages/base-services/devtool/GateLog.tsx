import { formatTimestamp } from '@console/core';
import { Alert, Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { withId } from '../../../resources';
import { PlateDisplay } from '../../../widgets/plate-display';
import { PAYMENT_ORDER_DETAIL_PATH } from '../../shared/lot/paths';
import { useCanOpen } from '../../shared/lot/use-can-open';
import { ACTION_LABEL, type GateLogEntry } from './gate-outcome';

const TONE_COLOR = { success: 'success', warning: 'warning', error: 'error' } as const;

function OrderLink({ order }: { order: NonNullable<GateLogEntry['order']> }) {
  const canOpen = useCanOpen();
  return (
    <span data-testid="order-no">
      订单号：
      {canOpen(PAYMENT_ORDER_DETAIL_PATH) ? (
        <Link to={withId(PAYMENT_ORDER_DETAIL_PATH, order.id)}>{order.no}</Link>
      ) : (
        <Typography.Text copyable>{order.no}</Typography.Text>
      )}
    </span>
  );
}

/** The outcome of the latest action, large, so an admitted car and a refused one cannot be confused. */
export function GateOutcome({ entry }: { entry: GateLogEntry | undefined }) {
  if (!entry) {
    return <Alert type="info" showIcon title="选择车场并输入车牌后，点击下方按钮模拟车辆进出场" />;
  }
  return (
    <Alert
      role="status"
      aria-label="模拟结果"
      type={entry.tone}
      showIcon
      title={`${ACTION_LABEL[entry.action]}：${entry.title}`}
      description={
        <Space orientation="vertical" size={2}>
          <span>
            <PlateDisplay plate={entry.plate} /> {entry.park}
          </span>
          {entry.detail && <span>{entry.detail}</span>}
          {entry.order && <OrderLink order={entry.order} />}
        </Space>
      }
    />
  );
}

/** What this session tried, newest first; kept in memory only, it is a scratch pad. */
export function GateLog({ entries, onClear }: { entries: readonly GateLogEntry[]; onClear: () => void }) {
  return (
    <Card
      title="本次操作记录"
      size="small"
      extra={
        <Button size="small" disabled={entries.length === 0} onClick={onClear}>
          清空记录
        </Button>
      }
    >
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无操作" />
      ) : (
        <ol aria-label="本次操作记录" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry) => (
            <li key={entry.key} style={{ padding: '6px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
              <Space wrap size={[8, 2]}>
                <Typography.Text type="secondary">{formatTimestamp(entry.at)}</Typography.Text>
                <Tag color={TONE_COLOR[entry.tone]}>{ACTION_LABEL[entry.action]}</Tag>
                <PlateDisplay plate={entry.plate} />
                <span>{entry.park}</span>
                <span>{entry.title}</span>
                {entry.detail && <Typography.Text type="secondary">{entry.detail}</Typography.Text>}
                {entry.order && <OrderLink order={entry.order} />}
              </Space>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
