import {
  adBidResource,
  adBillResource,
  adRechargeResource,
  advertiserResource,
  fenToYuan,
  type RowOf,
} from '@console/core';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Flex, Statistic } from 'antd';
import type { ReactNode } from 'react';
import {
  DetailGroupGate,
  ResourceDescriptions,
  ResourceListPage,
  resourceKeys,
  useResourceDetail,
  type DetailGroupSource,
} from '../../resources';
import { AdRowList } from './AdRowList';

type Advertiser = RowOf<typeof advertiserResource>;

/** The advertiser detail group (/adverting/detail/*): its object is the advertiser of `?id=`. */
const ADVERTISER_GROUP: DetailGroupSource<Advertiser> = {
  group: 'advertiser',
  useObject: (value) =>
    useResourceDetail(advertiserResource, /^\d+$/.test(value) ? Number(value) : undefined),
};

function AdvertiserGate({ children }: { children: (advertiser: Advertiser) => ReactNode }) {
  return <DetailGroupGate source={ADVERTISER_GROUP}>{children}</DetailGroupGate>;
}

/** 广告主信息 */
export function AdvertiserInfoPage() {
  return (
    <AdvertiserGate>
      {(advertiser) => (
        <Card title={advertiser.name}>
          <ResourceDescriptions resource={advertiserResource} row={advertiser} />
        </Card>
      )}
    </AdvertiserGate>
  );
}

/** 出价设置: one bid per slot type, added and changed in the modal. */
export function AdvertiserPricePage() {
  return (
    <AdvertiserGate>
      {(advertiser) => <AdRowList resource={adBidResource} fixed={{ advertiser_id: advertiser.id }} />}
    </AdvertiserGate>
  );
}

/** 账单明细: the advertiser's bill lines, each one journal entry. */
export function AdvertiserBillingPage() {
  return (
    <AdvertiserGate>
      {(advertiser) => (
        <ResourceListPage resource={adBillResource} fixedParams={{ advertiser_id: advertiser.id }} />
      )}
    </AdvertiserGate>
  );
}

/** 预付充值: the balance, the low-balance stop, the recharges and 充值. */
export function AdvertiserRechargePage() {
  return <AdvertiserGate>{(advertiser) => <Recharges advertiser={advertiser} />}</AdvertiserGate>;
}

function Recharges({ advertiser }: { advertiser: Advertiser }) {
  const queryClient = useQueryClient();
  const balance = Number(advertiser.balance ?? 0);
  const low = Number(advertiser.low_balance ?? 0);
  // A recharge moves the balance (the advertiser row) and adds a bill line.
  const refresh = () => {
    for (const key of [advertiserResource.key, adBillResource.key])
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all(key) });
  };
  return (
    <Flex vertical gap="middle">
      <Card>
        <Flex gap={48} wrap>
          <Statistic title="账户余额（元）" value={fenToYuan(balance)} />
          <Statistic title="低余额停投阈值（元）" value={fenToYuan(low)} />
        </Flex>
        {balance < low && (
          <Alert
            style={{ marginTop: 16 }}
            type="warning"
            showIcon
            title="余额已低于停投阈值，广告已停止投放，请及时充值"
          />
        )}
      </Card>
      <AdRowList
        resource={adRechargeResource}
        fixed={{ advertiser_id: advertiser.id }}
        addLabel="充值"
        editable={false}
        onSaved={refresh}
      />
    </Flex>
  );
}
