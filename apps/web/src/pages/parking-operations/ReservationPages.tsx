import { reservationResource, reserveAppealResource } from '@console/core';
import { useMemo, useState } from 'react';
import { api } from '../../lib/request';
import { feedback } from '../../lib/feedback';
import {
  LotGate,
  ResourceListPage,
  useResourceMutation,
  type ActionOverrides,
  type ResourceRow,
} from '../../resources';
import type { RowAction } from '../../widgets/data-table';
import { RejectReasonModal } from './RejectReasonModal';

/** 预约记录 of one lot (the lot detail group). */
export function LotReservationListPage() {
  return (
    <LotGate>
      {(park) => <ResourceListPage resource={reservationResource} fixedParams={{ park_id: park.id }} />}
    </LotGate>
  );
}

const APPEAL_OVERRIDES: ActionOverrides = {
  approve: { confirm: '确定通过该申诉吗？通过后将按申诉金额处理退款。' },
  // 驳回 needs a reason: asked in a modal instead of the bare confirmation.
  reject: { visible: () => false },
};

/** 预约申诉: 通过 after a confirmation, 驳回 with the reason the owner will read. */
export function ReserveAppealListPage() {
  const [rejecting, setRejecting] = useState<number>();
  const reject = useResourceMutation(reserveAppealResource, (input: { id: number; reason: string }) =>
    api.put('parking/reserve/appeal/reject', input),
  );
  const rowActions = useMemo<RowAction<ResourceRow>[]>(
    () => [
      {
        key: 'reject-with-reason',
        label: '驳回',
        permission: 'parking:reserve:appeal:audit',
        visible: (row) => row.status === 0,
        onClick: (row) => setRejecting(row.id),
      },
    ],
    [],
  );
  return (
    <>
      <ResourceListPage
        resource={reserveAppealResource}
        rowActions={rowActions}
        actionOverrides={APPEAL_OVERRIDES}
      />
      <RejectReasonModal
        open={rejecting !== undefined}
        title="驳回预约申诉"
        onCancel={() => setRejecting(undefined)}
        onSubmit={async (reason) => {
          if (rejecting === undefined) return;
          await reject.mutateAsync({ id: rejecting, reason });
          setRejecting(undefined);
          feedback().message.success('已驳回');
        }}
      />
    </>
  );
}
