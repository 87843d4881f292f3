import {
  abnormalPassageView,
  channelSettings,
  parkingRecordResource,
  paymentOrderResource,
  permittedCodes,
  rechargeOrderResource,
  type RowOf,
} from '@console/core';
import { Alert, Empty, Flex, Tabs } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  GroupLotGate,
  ResourceDetailPage,
  ResourceListPage,
  SettingsCard,
  useGroupLinks,
} from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';
import { usePermission } from '../../../widgets/permission';
import { ParkingRecordList } from '../../shared/lot/lists/ParkingRecordList';
import { useDetailDrawer } from './use-detail-drawer';

/**
 * A list across all the group's lots: the definition's 车场 column and 车场 search (the park list
 * answers a group its own lots), and 详情 in a drawer, since the catalogue gives these lists no
 * detail route.
 */
function AcrossLots({
  resource,
}: {
  resource: typeof paymentOrderResource | typeof rechargeOrderResource | typeof parkingRecordResource;
}) {
  const { actions, drawer } = useDetailDrawer(resource);
  return (
    <>
      <ResourceListPage resource={resource} rowActions={actions} />
      {drawer}
    </>
  );
}

/** /group/trade/payment: 临停订单 of every lot of the group. */
export const GroupPaymentPage = () => <AcrossLots resource={paymentOrderResource} />;

/** /group/trade/recharge: 月卡订单 of every lot of the group. */
export const GroupRechargePage = () => <AcrossLots resource={rechargeOrderResource} />;

/** /group/record/list: 停车记录 of every lot of the group. */
export const GroupRecordPage = () => <AcrossLots resource={parkingRecordResource} />;

const ORDER_TABS = [
  { key: 'payment', label: '临停订单', resource: paymentOrderResource },
  { key: 'recharge', label: '月卡订单', resource: rechargeOrderResource },
] as const;

/** One lot's orders of one kind, with 详情 in a drawer (the group has no order detail route). */
function LotOrders({
  parkId,
  resource,
}: {
  parkId: number;
  resource: (typeof ORDER_TABS)[number]['resource'];
}) {
  const fixed = useMemo(() => ({ park_id: parkId }), [parkId]);
  const { actions, drawer } = useDetailDrawer(resource);
  return (
    <>
      <ResourceListPage resource={resource} fixedParams={fixed} rowActions={actions} />
      {drawer}
    </>
  );
}

/**
 * /group/parking/order (车场订单): the lot's 临停订单 and 月卡订单 as two tabs, each shown when its
 * code is held. The tab is in the address (`tab`), and switching clears the other list's filters.
 */
export function GroupLotOrderPage() {
  const { can } = usePermission();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { href } = useGroupLinks();
  const tabs = ORDER_TABS.filter((tab) => can(permittedCodes(tab.resource, 'list')));
  const active = tabs.find((tab) => tab.key === params.get('tab')) ?? tabs[0];
  return (
    <GroupLotGate>
      {(park) =>
        active ? (
          <Flex vertical>
            <Tabs
              activeKey={active.key}
              items={tabs.map((tab) => ({ key: tab.key, label: tab.label }))}
              onChange={(key) => void navigate(href('/group/parking/order', { tab: key }))}
            />
            <LotOrders key={active.key} parkId={park.id} resource={active.resource} />
          </Flex>
        ) : (
          <Empty description="暂无查看车场订单的权限" />
        )
      }
    </GroupLotGate>
  );
}

/** /group/parking/record/list: the lot's entries and exits; 详情 keeps the lot's query. */
export function GroupLotRecordPage() {
  const { href } = useGroupLinks();
  return (
    <GroupLotGate>
      {(park) => <ParkingRecordList parkId={park.id} detailPath={href('/group/parking/record/detail')} />}
    </GroupLotGate>
  );
}

/** /group/parking/record/detail: one record of the lot; 返回 lands on the lot's list with its filters. */
export function GroupLotRecordDetailPage() {
  return <GroupLotGate>{() => <ResourceDetailPage resource={parkingRecordResource} />}</GroupLotGate>;
}

/**
 * /group/parking/record/abnormal (异常通行): the lot's overstays, manual releases and plate
 * mismatches (the view's rules are in core group-trade.ts); 停车记录 opens the stay's record.
 */
export function GroupLotAbnormalPage() {
  const navigate = useNavigate();
  const { href } = useGroupLinks();
  const actions = useMemo<RowAction<RowOf<typeof abnormalPassageView>>[]>(
    () => [
      {
        key: 'record',
        label: '停车记录',
        permission: permittedCodes(parkingRecordResource, 'detail'),
        onClick: (row) => void navigate(href('/group/parking/record/detail', { id: row.record_id })),
      },
    ],
    [navigate, href],
  );
  return (
    <GroupLotGate>
      {(park) => (
        <ResourceListPage
          resource={abnormalPassageView}
          fixedParams={{ park_id: park.id }}
          rowActions={actions}
        />
      )}
    </GroupLotGate>
  );
}

/**
 * /group/parking/channel/account (结算账户): the lot's payment channels, read-only for the group (it
 * holds group:account:view, never the update code). Bank accounts are not kept by this console.
 */
export function GroupLotAccountPage() {
  return (
    <GroupLotGate>
      {(park) => (
        <Flex vertical gap="middle">
          <Alert
            type="info"
            showIcon
            message="车主在本车场的缴费经以下支付渠道收取，计入本车场的订单（见车场订单）。支付渠道由服务商配置，集团账号仅可查看。"
          />
          <SettingsCard settings={channelSettings} ownerId={park.id} />
        </Flex>
      )}
    </GroupLotGate>
  );
}
