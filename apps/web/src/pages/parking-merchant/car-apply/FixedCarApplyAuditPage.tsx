import { fixedCarApplyResource, type RowOf } from '@console/core';
import { Alert, Button, Card, Descriptions, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ActionDialog,
  isNotFound,
  LoadFailed,
  MissingRow,
  ResourceDescriptions,
  useResourceDetail,
  useRowId,
  withId,
} from '../../../resources';
import { Permission } from '../../../widgets/permission';
import { approvalPreview } from './approval-preview';
import { CAR_APPLY_PATHS } from '../paths';

const { approve, reject } = fixedCarApplyResource.actions;

/** Under the 通过 dialog: what the card will cost and the validity a new card gets. */
function ApprovalPreview({
  row,
  unitPrice,
  now,
}: {
  row: RowOf<typeof fixedCarApplyResource>;
  unitPrice: unknown;
  now: number;
}) {
  const preview = approvalPreview(row, typeof unitPrice === 'number' ? unitPrice : undefined, now);
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: 'amount', label: '应收金额', children: preview.amount },
        { key: 'validity', label: '新开月卡有效期', children: preview.validity },
      ]}
    />
  );
}

/**
 * 固定车申请审核: the application, then 通过 (opens the monthly card at the price entered) and 驳回
 * (with the reason the owner reads), both the definition's generic action dialogs.
 */
export default function FixedCarApplyAuditPage() {
  const id = useRowId();
  const navigate = useNavigate();
  const detail = useResourceDetail(fixedCarApplyResource, id);
  const [asking, setAsking] = useState<'approve' | 'reject'>();
  // The preview's "today": fixed when the page opens, as the review happens now.
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const toDetail = () => id !== undefined && void navigate(withId(CAR_APPLY_PATHS.detail, id));

  if (id === undefined || isNotFound(detail.error) || (detail.isSuccess && !detail.data)) {
    return <MissingRow onBack={() => void navigate(CAR_APPLY_PATHS.list)} />;
  }
  if (detail.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  const row = detail.data;
  if (!row) return <LoadFailed onRetry={() => void detail.refetch()} />;
  const pending = approve !== undefined && reject !== undefined && row.status === 0;

  return (
    <Flex vertical gap="middle">
      <Card
        title="固定车申请审核"
        extra={<Button onClick={() => void navigate(CAR_APPLY_PATHS.list)}>返回</Button>}
      >
        <ResourceDescriptions resource={fixedCarApplyResource} row={row} />
      </Card>
      {pending ? (
        <Permission codes={[approve.permission]}>
          <Card title="审核">
            <Flex gap="small">
              <Button type="primary" onClick={() => setAsking('approve')}>
                {approve.label}
              </Button>
              <Button danger onClick={() => setAsking('reject')}>
                {reject.label}
              </Button>
            </Flex>
          </Card>
        </Permission>
      ) : (
        <Alert type="info" showIcon title="该申请已审核，不能再次审核" />
      )}
      {asking && (
        <ActionDialog
          resource={fixedCarApplyResource}
          name={asking}
          row={row}
          refreshes={['parking/month-card', 'parking/order/recharge']}
          extra={
            asking === 'approve'
              ? (_current, values) => <ApprovalPreview row={row} unitPrice={values.unit_price} now={now} />
              : undefined
          }
          doneMessage={() => (asking === 'approve' ? '审核通过，月卡已开通' : '已驳回')}
          onDone={toDetail}
          onClose={() => setAsking(undefined)}
        />
      )}
    </Flex>
  );
}
