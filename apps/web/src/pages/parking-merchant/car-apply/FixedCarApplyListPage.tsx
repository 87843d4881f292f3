import { fixedCarApplyResource } from '@console/core';
import { ResourceListPage } from '../../../resources';
import { CAR_APPLY_PATHS } from '../paths';

/**
 * 固定车申请: 通过 and 驳回 of a pending application lead to the engine's action page (审核); the
 * list is a page module only because its detail page adds that 审核 button.
 */
export default function FixedCarApplyListPage() {
  return (
    <ResourceListPage
      resource={fixedCarApplyResource}
      detailPath={CAR_APPLY_PATHS.detail}
      actionPath={CAR_APPLY_PATHS.audit}
    />
  );
}
