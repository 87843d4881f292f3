import { formatTimestamp, revenueView, type RowOf } from '@console/core';
import { ResourceListPage, type ColumnsOverride } from '../../resources';

// A row is one day: its midnight shown as the date alone.
const COLUMNS: ColumnsOverride<RowOf<typeof revenueView>> = {
  stat_day: { render: (value) => formatTimestamp(value, 'date') },
};

/** /service/trade/revenue: 营收统计, paid parking orders per lot and day, with the 合计 row over every match. */
export default function RevenuePage() {
  return <ResourceListPage resource={revenueView} columnsOverride={COLUMNS} />;
}
