import { reportView, type RowOf } from '@console/core';
import { useMemo } from 'react';
import { feedback } from '../../../lib/feedback';
import { api } from '../../../lib/request';
import { ResourceListPage, useResourceMutation } from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';

/** 排队中 and 生成中: an export that may still be stopped. */
const isPending = (status: number) => status === 0 || status === 1;

export const CANCEL_CONFIRM = '确定取消该报表吗？取消后不再生成文件。';

/**
 * 报表中心: the engine's list of the caller's export tasks (it reloads every 2 s, so progress moves),
 * with 取消 on one still waiting or running. A page of its own because a view declares no row actions.
 */
export default function ReportListPage() {
  const cancel = useResourceMutation(reportView, (id: number) => api.put('report/cancel', { id }));
  const run = cancel.mutateAsync;
  const rowActions = useMemo<RowAction<RowOf<typeof reportView>>[]>(
    () => [
      {
        key: 'cancel',
        label: '取消',
        permission: [reportView.permissions.list],
        danger: true,
        confirm: CANCEL_CONFIRM,
        visible: (row) => isPending(row.status),
        onClick: (row) =>
          run(row.id)
            .then(() => feedback().message.success('报表已取消'))
            .catch(() => undefined),
      },
    ],
    [run],
  );
  return <ResourceListPage resource={reportView} rowActions={rowActions} />;
}
