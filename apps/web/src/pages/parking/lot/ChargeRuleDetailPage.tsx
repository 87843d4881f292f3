import { chargeRuleResource } from '@console/core';
import { ResourceDetailPage, useGroupLinks } from '../../../resources';

/** /parking/manage/config/charge/detail: one rule; 返回 goes back to the same lot's rules. */
export default function ChargeRuleDetailPage() {
  const { href } = useGroupLinks();
  return (
    <ResourceDetailPage resource={chargeRuleResource} backPath={href('/parking/manage/config/charge')} />
  );
}
