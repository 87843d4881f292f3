import { importBatchView } from '@console/core';
import { ResourceListPage } from '../../../resources';
import { IMPORT_BATCH_PATHS } from '../paths';
import { BatchProgress } from './BatchProgress';
import { useBatchRowActions } from './use-batch-actions';

/**
 * 批量导入: the engine's list of the batch view (it reloads every 2 s, so 进度 and the counts move
 * while a batch runs), with 进度 as a bar, 终止 for a batch that runs and 删除 for one that ended.
 */
export default function ImportBatchListPage() {
  const rowActions = useBatchRowActions();
  return (
    <ResourceListPage
      resource={importBatchView}
      detailPath={IMPORT_BATCH_PATHS.detail}
      rowActions={rowActions}
      columnsOverride={{
        progress: {
          width: 160,
          render: (percent, row) => <BatchProgress status={row.status} percent={percent} size="small" />,
        },
      }}
    />
  );
}
