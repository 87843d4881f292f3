import { Card, Empty, Flex } from 'antd';
import { useState } from 'react';
import { BillingRuleCard, StationSelector } from '../shared/energy';

/** /energy/merchant/config/billing: the merchant picks one of its stations and sees (or edits) its rule. */
export default function MerchantBillingPage() {
  const [stationId, setStationId] = useState<number>();
  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Flex align="center" gap="small">
          <span>充电站：</span>
          <div style={{ width: 320 }}>
            <StationSelector value={stationId} onChange={setStationId} />
          </div>
        </Flex>
      </Card>
      {stationId === undefined ? (
        <Card>
          <Empty description="请选择充电站后查看其计费规则" />
        </Card>
      ) : (
        <BillingRuleCard key={stationId} stationId={stationId} />
      )}
    </Flex>
  );
}
