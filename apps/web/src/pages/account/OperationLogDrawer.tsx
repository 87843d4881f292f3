import { Drawer, Flex, Skeleton } from 'antd';
import { isNotFound, LoadFailed, MissingRow, ResourceDescriptions, useResourceDetail } from '../../resources';
import { AuditChangeTable } from '../../widgets/audit-change-table';
import { operationLogView } from './operation-log-view';

export interface OperationLogDrawerProps {
  /** The entry to show; undefined closes the drawer. */
  id: number | undefined;
  onClose(): void;
}

const SUMMARY = [
  {
    title: '基本信息',
    fields: ['account', 'manager_id', 'action', 'resource', 'row_id', 'ip', 'create_time'],
  },
];

/** One audit entry: who did what to which row, and what it changed field by field. */
export function OperationLogDrawer({ id, onClose }: OperationLogDrawerProps) {
  const detail = useResourceDetail(operationLogView, id);
  const row = detail.data;
  let body;
  if (isNotFound(detail.error) || (detail.isSuccess && !row)) {
    body = <MissingRow />;
  } else if (detail.isPending) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (!row) {
    body = <LoadFailed onRetry={() => void detail.refetch()} />;
  } else {
    body = (
      <Flex vertical gap="large">
        <ResourceDescriptions resource={operationLogView} row={row} sections={SUMMARY} />
        <AuditChangeTable subject={row.resource} before={row.before_json} after={row.after_json} />
      </Flex>
    );
  }
  return (
    <Drawer title="操作详情" open={id !== undefined} onClose={onClose} size={960} destroyOnHidden>
      {id !== undefined && body}
    </Drawer>
  );
}
