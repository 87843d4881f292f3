import { formatMoney, paymentOrderResource } from '@console/core';
import { Descriptions } from 'antd';
import { feedback } from '../../../lib/feedback';
import type { ResourceRow } from '../../../resources';
import { PlateDisplay } from '../../../widgets/plate-display';
import { ReasonDialog } from './ReasonDialog';

import { useRowAction } from './use-row-action';

export interface RefundDialogProps {
  row: ResourceRow | undefined;
  onClose(): void;
}

/** 退款 of a 临停订单: the order becomes 退款/撤销; the reason is kept in the operation log. */
export function RefundDialog({ row, onClose }: RefundDialogProps) {
  const refund = useRowAction(paymentOrderResource.key, 'refund', ['parking/record']);
  return (
    <ReasonDialog
      open={row !== undefined}
      title="订单退款"
      okText="退款"
      reasonLabel="退款原因"
      confirmTitle={`确定退款 ${formatMoney(row?.paid_amount as number)} 吗？退款后不可撤销。`}
      busy={refund.isPending}
      summary={
        row && (
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'no', label: '订单号', children: String(row.order_no ?? '') },
              {
                key: 'plate',
                label: '车牌号',
                children: <PlateDisplay plate={String(row.plate ?? '')} color={row.plate_color as number} />,
              },
              { key: 'paid', label: '实付金额', children: formatMoney(row.paid_amount as number) },
            ]}
          />
        )
      }
      onSubmit={async ({ reason }) => {
        await refund.mutateAsync({ id: row!.id, reason });
        void feedback().message.success('退款成功');
      }}
      onClose={onClose}
    />
  );
}
