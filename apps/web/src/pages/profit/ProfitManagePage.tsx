import { profitPolicyResource } from '@console/core';
import { ResourceListPage, type ColumnsOverride } from '../../resources';
import { formatRate } from './rate-control';

const COLUMNS: ColumnsOverride = {
  partner_rate: { render: (value: unknown) => formatRate(value), width: 140 },
};

/**
 * 分账管理: the customers with their 分账设置 (customer_profit_policy, the parking customer tab's rows),
 * the policy each names and the provider's share in percent. Read here; set on the customer tab.
 */
export default function ProfitManagePage() {
  return <ResourceListPage resource={profitPolicyResource} columnsOverride={COLUMNS} />;
}
