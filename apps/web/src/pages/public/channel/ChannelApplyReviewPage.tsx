import { channelApplyResource, type RowOf } from '@console/core';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { feedback } from '../../../lib/feedback';
import {
  ActionDialog,
  ResourceDetailPage,
  resourceKeys,
  runAction,
  useResourceDetail,
  useRowId,
} from '../../../resources';
import { usePermission } from '../../../widgets/permission';
import { useQueryClient } from '@tanstack/react-query';
import { SignedInFrame } from './SignedInFrame';

type ApplyRow = RowOf<typeof channelApplyResource>;

const LIST = '/service/payment/channel-apply';
const AUDIT_PATH = '/payment/channel/audit';
/** 待审核: the only state that offers 通过 and 驳回 (the definition's `states`, checked again by the server). */
const SUBMITTED = 1;

/**
 * /payment/channel/apply/detail (进件详情) and /payment/channel/audit (进件审核), `?id=`: one 渠道进件
 * as its definition shows it, for a signed-in partner outside the shell (a page opened from a
 * message or a bookmark). 进件审核 adds 通过 (confirmed) and 驳回 (the action's dialog with its
 * reason): the definition's own actions, run by the same engine calls as in 渠道进件.
 */
export default function ChannelApplyReviewPage() {
  return (
    <SignedInFrame>
      <Review />
    </SignedInFrame>
  );
}

function Review() {
  const { pathname } = useLocation();
  const id = useRowId();
  const audit = pathname === AUDIT_PATH;
  const row = useResourceDetail(channelApplyResource, id).data as ApplyRow | null | undefined;
  const { can } = usePermission();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<ApplyRow>();
  const reviewable = audit && row && row.status === SUBMITTED && can('payment:channel-apply:audit');
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: resourceKeys.all(channelApplyResource.key) });

  const approve = async () => {
    if (!row) return;
    try {
      await runAction(channelApplyResource, 'approve', { id: row.id });
    } catch {
      // The request layer has shown the server's reason (the channel refused it); the row is unchanged.
      return;
    }
    void feedback().message.success('已通过');
    await refresh();
  };

  return (
    <>
      <ResourceDetailPage
        resource={channelApplyResource}
        backPath={LIST}
        extra={
          reviewable && (
            <>
              <Popconfirm title="确定通过该进件吗？通过后将提交支付渠道。" onConfirm={approve}>
                <Button type="primary">通过</Button>
              </Popconfirm>
              <Button danger onClick={() => setRejecting(row)}>
                驳回
              </Button>
            </>
          )
        }
      />
      <ActionDialog
        resource={channelApplyResource}
        name="reject"
        row={rejecting}
        onClose={() => setRejecting(undefined)}
        onDone={() => void refresh()}
      />
    </>
  );
}
