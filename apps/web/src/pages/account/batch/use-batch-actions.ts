import { importBatchView, type RowOf } from '@console/core';
import { useMemo } from 'react';
import { feedback } from '../../../lib/feedback';
import { api } from '../../../lib/request';
import { useResourceMutation } from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';

/** The batch calls' code for 终止 and 删除 (import-routes.ts). */
export const ABORT_CODE = 'account:batch:abort';

/** 排队中 and 处理中: a batch that may be stopped and may not be deleted yet. */
export const isRunning = (status: number) => status === 0 || status === 1;

export const ABORT_CONFIRM = '确定终止该导入任务吗？已导入的行会保留，其余的行不再导入。';
export const DELETE_CONFIRM = '确定删除该导入任务的记录吗？已导入的数据不受影响。';

/**
 * 终止 and 删除 of an import batch, by batch number. Either refreshes every batch query (the list
 * and the detail). A queued batch stops at once; a running one finishes the rows it is writing.
 */
export function useBatchActions() {
  const abort = useResourceMutation(importBatchView, ({ batch_no }: { batch_no: string; status: number }) =>
    api.put('batch/batch/abort', { batch_no }),
  );
  const remove = useResourceMutation(importBatchView, (batchNo: string) =>
    api.delete('batch/batch', { batch_no: batchNo }),
  );
  const runAbort = abort.mutateAsync;
  const runRemove = remove.mutateAsync;
  return useMemo(
    () => ({
      abort: (batch: { batch_no: string; status: number }) =>
        runAbort(batch).then(() =>
          feedback().message.success(
            batch.status === 0 ? '导入任务已终止' : '已终止，正在写入的这一批完成后停止导入',
          ),
        ),
      remove: (batchNo: string) => runRemove(batchNo).then(() => feedback().message.success('删除成功')),
      aborting: abort.isPending,
      removing: remove.isPending,
    }),
    [runAbort, runRemove, abort.isPending, remove.isPending],
  );
}

/** The list's row actions: 终止 while a batch runs, 删除 once it has ended, each asked first. */
export function useBatchRowActions(): RowAction<RowOf<typeof importBatchView>>[] {
  const { abort, remove } = useBatchActions();
  return useMemo(
    () => [
      {
        key: 'abort',
        label: '终止',
        permission: [ABORT_CODE],
        danger: true,
        confirm: ABORT_CONFIRM,
        visible: (row) => isRunning(row.status),
        onClick: (row) => abort(row).catch(() => undefined),
      },
      {
        key: 'remove',
        label: '删除',
        permission: [ABORT_CODE],
        danger: true,
        confirm: DELETE_CONFIRM,
        visible: (row) => !isRunning(row.status),
        onClick: (row) => remove(row.batch_no).catch(() => undefined),
      },
    ],
    [abort, remove],
  );
}
