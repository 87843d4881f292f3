import { profitPolicyResource } from '@console/core';
import { useNavigate } from 'react-router';
import { ResourceListPage, type ColumnsOverride } from '../../resources';
import { formatRate } from './rate-control';

const COLUMNS: ColumnsOverride = {
  partner_rate: { render: (value: unknown) => formatRate(value), width: 140 },
};

/**
 * 分账管理: the customers with their 分账设置 (customer_profit_policy, the parking customer tab's rows),
 * the policy each names and the provider's share in percent; 分账设置 opens the customer's page
 * (the tab's card, keyed by its merchant number).
 */
export default function ProfitManagePage() {
  const navigate = useNavigate();
  return (
    <ResourceListPage
      resource={profitPolicyResource}
      columnsOverride={COLUMNS}
      rowActions={[
        {
          key: 'setting',
          label: '分账设置',
          permission: ['profit:manage:update', 'profit:policy:update'],
          visible: (row) => Boolean(row.customer_no),
          onClick: (row) =>
            void navigate(
              `/profit/setting/manage/setting?g_code=${encodeURIComponent(row.customer_no ?? '')}`,
            ),
        },
      ]}
    />
  );
}
