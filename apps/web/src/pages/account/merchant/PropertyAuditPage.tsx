import { propertyApplicationResource } from '@console/core';
import { ResourceListPage, type ActionOverrides } from '../../../resources';
import { PROPERTY_PATHS } from './paths';

// 通过 opens a 集团客户 and answers its merchant number.
const OVERRIDES: ActionOverrides = {
  approve: {
    doneMessage: (result) => `已通过，开通商户号 ${(result as { merchant_no: string }).merchant_no}`,
  },
};

/** 入驻审核: applications in the caller's scope; 通过 and 驳回 are the definition's action dialogs. */
export default function PropertyAuditPage() {
  return (
    <ResourceListPage
      resource={propertyApplicationResource}
      addPath={PROPERTY_PATHS.apply}
      actionOverrides={OVERRIDES}
    />
  );
}
