import { settlementLineResource, settlementResource } from '@console/core';
import { Flex, Typography } from 'antd';
import { ResourceDetailPage, ResourceListPage, useRowId } from '../../resources';

/**
 * 结算详情: the settlement as its definition shows it, and under it its lines (each trade and its
 * fee, each refund, the partner's share, a carried deficit), which add up to the settled amount.
 * The same page serves the provider's, the trading centre's and the settlement platform's route.
 */
export default function SettlementDetailPage() {
  const id = useRowId();
  return (
    <Flex vertical gap="middle">
      <ResourceDetailPage resource={settlementResource} />
      {id !== undefined && (
        <ResourceListPage
          resource={settlementLineResource}
          fixedParams={{ settlement_id: id }}
          toolbar={<Typography.Text strong>结算明细</Typography.Text>}
        />
      )}
    </Flex>
  );
}
