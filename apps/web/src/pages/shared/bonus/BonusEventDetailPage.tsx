import {
  bonusEventResource,
  bonusGrantResource,
  EMPTY_DISPLAY,
  formatMoney,
  type RowOf,
} from '@console/core';
import { Button, Card, Flex, Progress, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  isNotFound,
  LoadFailed,
  MissingRow,
  ResourceDescriptions,
  ResourceListPage,
  useBackToList,
  useGroupLinks,
  useResourceDetail,
  useRowId,
  type DetailRenderers,
} from '../../../resources';
import { Permission } from '../../../widgets/permission';
import { StatisticCards } from '../../../widgets/statistic-cards';
import { BONUS_PATHS } from './paths';
import { budgetUseOf } from './bonus-amount';
import { IssueBonusModal } from './IssueBonusModal';

const FIXED = 1;
const RUNNING = 1;

// A fixed activity has no range and a random one no single amount: show '-' rather than ￥0.00.
const RENDERERS: DetailRenderers<RowOf<typeof bonusEventResource>> = {
  amount: (value, row) => (row.bonus_kind === FIXED ? formatMoney(value) : EMPTY_DISPLAY),
  min_amount: (value, row) => (row.bonus_kind === FIXED ? EMPTY_DISPLAY : formatMoney(value)),
  max_amount: (value, row) => (row.bonus_kind === FIXED ? EMPTY_DISPLAY : formatMoney(value)),
};

function BudgetCard({ row }: { row: RowOf<typeof bonusEventResource> }) {
  const use = budgetUseOf(row);
  return (
    <Card title="预算使用" size="small">
      <Flex vertical gap="middle">
        <StatisticCards
          aria-label="预算使用"
          items={[
            { key: 'budget', title: '预算', value: use.budget, type: 'money' },
            {
              key: 'granted',
              title: '已发放金额',
              value: use.granted,
              type: 'money',
              children: [
                {
                  key: 'count',
                  title: '已发放',
                  value: row.granted_count,
                  type: 'number',
                  suffix: ' 个',
                },
              ],
            },
            { key: 'remaining', title: '剩余', value: use.remaining, type: 'money' },
          ]}
        />
        <Progress
          percent={use.percent}
          status={use.remaining === 0 ? 'exception' : 'active'}
          aria-label="预算使用进度"
        />
      </Flex>
    </Card>
  );
}

/** A lot's 红包活动 list, or 基础服务's across lots, with the lot's query carried when there is one. */
export function useBonusListPath(listPath: string): string {
  return useGroupLinks().href(listPath);
}

/**
 * The activity, its budget use, 发放红包 and the packets handed out: the detail of a lot's activity
 * (/parking/manage/config/event/detail) and of 基础服务's (/base/services/bonus/event/detail).
 */
export function BonusEventDetail({ listPath }: { listPath: string }) {
  const id = useRowId();
  const navigate = useNavigate();
  const { href } = useGroupLinks();
  const [params] = useSearchParams();
  const detail = useResourceDetail(bonusEventResource, id);
  const back = useBackToList(useBonusListPath(listPath));
  const [issuing, setIssuing] = useState(false);
  const [issuerNo, setIssuerNo] = useState(params.get('voucher') ?? undefined);

  if (id === undefined || isNotFound(detail.error) || (detail.isSuccess && detail.data === null)) {
    return <MissingRow onBack={back} />;
  }
  const row = detail.data;
  const running = row?.status === RUNNING;
  return (
    <Flex vertical gap="middle">
      <Card
        title="红包活动详情"
        extra={
          <Flex gap="small" wrap>
            <Permission codes={['bonus:event:issue']}>
              <Button type="primary" disabled={!running} onClick={() => setIssuing(true)}>
                发放红包
              </Button>
            </Permission>
            <Permission codes={['bonus:acl:list']}>
              <Button onClick={() => void navigate(href(BONUS_PATHS.acl, { event_id: id }))}>活动授权</Button>
            </Permission>
            <Button onClick={back}>返回</Button>
          </Flex>
        }
      >
        {detail.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : row ? (
          <Flex vertical gap="large">
            {!running && <Typography.Text type="secondary">活动不在进行中，不能发放红包。</Typography.Text>}
            <BudgetCard row={row} />
            <ResourceDescriptions resource={bonusEventResource} row={row} renderers={RENDERERS} />
          </Flex>
        ) : (
          <LoadFailed onRetry={() => void detail.refetch()} />
        )}
      </Card>
      <ResourceListPage
        resource={bonusGrantResource}
        fixedParams={{ event_id: id }}
        toolbar={<Typography.Text strong>红包发放记录</Typography.Text>}
      />
      <IssueBonusModal
        eventId={id}
        open={issuing}
        issuerNo={issuerNo}
        onIssued={setIssuerNo}
        onClose={() => setIssuing(false)}
      />
    </Flex>
  );
}

export default function BonusEventDetailPage() {
  return <BonusEventDetail listPath={BONUS_PATHS.list} />;
}
