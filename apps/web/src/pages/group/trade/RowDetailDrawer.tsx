import type { AnyResource } from '@console/core';
import { Drawer, Skeleton } from 'antd';
import {
  isNotFound,
  LoadFailed,
  MissingRow,
  ResourceDescriptions,
  useResourceDetail,
} from '../../../resources';

export interface RowDetailDrawerProps {
  resource: AnyResource;
  /** The row shown; undefined keeps the drawer closed. */
  id: number | undefined;
  onClose(): void;
}

/**
 * A row's detail beside its list. The group's cross-lot lists (临停订单, 月卡订单, 停车记录) have no
 * detail route in the catalogue, so 详情 opens the definition's detail sections here, read with the
 * same detail call (and the same scope) a detail page would make.
 */
export function RowDetailDrawer({ resource, id, onClose }: RowDetailDrawerProps) {
  const detail = useResourceDetail(resource, id);
  let body;
  if (isNotFound(detail.error) || (detail.isSuccess && detail.data === null)) body = <MissingRow />;
  else if (detail.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (detail.data) body = <ResourceDescriptions resource={resource} row={detail.data} column={1} />;
  else body = <LoadFailed onRetry={() => void detail.refetch()} />;
  return (
    <Drawer
      title={`${resource.label}详情`}
      open={id !== undefined}
      onClose={onClose}
      size={640}
      destroyOnHidden
    >
      {id !== undefined && body}
    </Drawer>
  );
}
