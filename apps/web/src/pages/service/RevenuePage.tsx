import { formatTimestamp, revenueView, type RowOf } from '@console/core';
import { Flex } from 'antd';
import { ResourceListPage, type ColumnsOverride } from '../../resources';
import { RevenueCharts } from './RevenueCharts';

// A row is one day: its midnight shown as the date alone.
const COLUMNS: ColumnsOverride<RowOf<typeof revenueView>> = {
  stat_day: { render: (value) => formatTimestamp(value, 'date') },
};

/**
 * /service/trade/revenue: 营收统计, the charts of the ledger's trades (by day, channel, business) over
 * the list of paid parking orders per lot and day with its 合计 row; both follow the same filters.
 */
export default function RevenuePage() {
  return (
    <Flex vertical gap="middle">
      <RevenueCharts />
      <ResourceListPage resource={revenueView} columnsOverride={COLUMNS} />
    </Flex>
  );
}
