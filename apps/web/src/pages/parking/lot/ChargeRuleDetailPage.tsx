import { chargeRuleResource } from '@console/core';
import { ResourceDetailPage } from '../../../resources';
import { useLotQuery, withQuery } from './use-lot-park';

/** /parking/manage/config/charge/detail: one rule; 返回 goes back to the same lot's rules. */
export default function ChargeRuleDetailPage() {
  const query = useLotQuery();
  return (
    <ResourceDetailPage
      resource={chargeRuleResource}
      backPath={withQuery('/parking/manage/config/charge', query)}
    />
  );
}
