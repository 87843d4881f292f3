import { importBatchView } from '@console/core';
import { ResourceListPage } from '../../../resources';

/**
 * 批量导入: the generic list of the batch view. A page module only to link 详情 to the hand-written
 * 导入详情 (counts plus the refused rows), which the catalogue cannot name as a view of this list.
 */
export default function ImportBatchListPage() {
  return <ResourceListPage resource={importBatchView} detailPath="/account/report/batch/detail" />;
}
