import { formatTimestamp, inParkingResource } from '@console/core';
import { Descriptions, Form, Input } from 'antd';
import { feedback } from '../../../lib/feedback';
import type { ResourceRow } from '../../../resources';
import { PlateDisplay } from '../../../widgets/plate-display';
import { ReasonDialog } from './ReasonDialog';
import { useRowAction } from './use-row-action';

export interface ReleaseDialogProps {
  /** The car in the lot to release; undefined keeps the dialog closed. */
  row: ResourceRow | undefined;
  onClose(): void;
}

/** 人工放行: lets a car out without payment; the reason and the operator go to the 放行记录. */
export function ReleaseDialog({ row, onClose }: ReleaseDialogProps) {
  const release = useRowAction<{ waived_amount: number }>(inParkingResource.key, 'release', [
    'parking/release',
    'parking/record',
  ]);
  return (
    <ReasonDialog
      open={row !== undefined}
      title="人工放行"
      okText="放行"
      reasonLabel="放行原因"
      confirmTitle={`确定放行 ${String(row?.plate ?? '')} 吗？放行后本次停车不再收费。`}
      busy={release.isPending}
      summary={
        row && (
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              {
                key: 'plate',
                label: '车牌号',
                children: <PlateDisplay plate={String(row.plate ?? '')} color={row.plate_color as number} />,
              },
              { key: 'entry', label: '入场时间', children: formatTimestamp(row.entry_time as number) },
              { key: 'park', label: '车场', children: String(row.park_name ?? '') },
            ]}
          />
        )
      }
      onSubmit={async ({ reason, gate }) => {
        await release.mutateAsync({ id: row!.id, reason, ...(gate ? { gate } : {}) });
        void feedback().message.success('已放行');
      }}
      onClose={onClose}
    >
      <Form.Item name="gate" label="放行通道" rules={[{ max: 32, message: '放行通道最多 32 个字符' }]}>
        <Input placeholder="选填，如 1 号出口" autoComplete="off" />
      </Form.Item>
    </ReasonDialog>
  );
}
