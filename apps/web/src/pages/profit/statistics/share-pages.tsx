import {
  formatTimestamp,
  PAGE_SIZES,
  profitIncomeOrderView,
  profitIncomeSerialView,
  profitPaymentOrderView,
  profitPaymentSerialView,
  type PermissionCode,
} from '@console/core';
import { Card, Flex, Skeleton, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import {
  LoadFailed,
  ResourceDescriptions,
  ResourceListPage,
  useResourceList,
  type ColumnsOverride,
} from '../../../resources';
import { formatRate } from '../rate-control';

/** The 分账 statistics of one side: the payer's 支出 or the payee's 收入 serials and orders. */
export interface ShareSide {
  serial: typeof profitPaymentSerialView;
  order: typeof profitPaymentOrderView;
  detailPath: string;
  detailCode: PermissionCode;
}

export const PAYMENT: ShareSide = {
  serial: profitPaymentSerialView,
  order: profitPaymentOrderView,
  detailPath: '/profit/statistics/payment-order/detail',
  detailCode: 'profit:payment-order:detail',
};

export const INCOME: ShareSide = {
  serial: profitIncomeSerialView,
  order: profitIncomeOrderView,
  detailPath: '/profit/statistics/income-order/detail',
  detailCode: 'profit:income-order:detail',
};

// A settled day is its midnight: shown as the date; shares in percent like the policy screens.
const day = (value: unknown) => formatTimestamp(value as number | null, 'date');
const COLUMNS: ColumnsOverride = {
  settle_day: { render: day },
  rate: { render: (value: unknown) => formatRate(value), width: 120 },
};

/** 分账支出流水 / 分账收入流水: every share posting of the side, with the 合计 row. */
export function ShareSerialList({ side }: { side: ShareSide }) {
  return <ResourceListPage resource={side.serial} columnsOverride={COLUMNS} />;
}

/** 分账支出订单 / 分账收入订单: one settlement's shares to one beneficiary; 详情 lists its lines. */
export function ShareOrderList({ side }: { side: ShareSide }) {
  const navigate = useNavigate();
  return (
    <ResourceListPage
      resource={side.order}
      columnsOverride={COLUMNS}
      rowActions={[
        {
          key: 'detail',
          label: '详情',
          permission: [side.detailCode],
          onClick: (row) =>
            void navigate(`${side.detailPath}?settlement_id=${row.settlement_id}&payee_id=${row.payee_id}`),
        },
      ]}
    />
  );
}

const ORDER_SECTIONS = [
  { title: '分账订单', fields: ['settle_no', 'settle_day', 'payer_name', 'payee_name', 'role'] },
  { title: '金额', fields: ['trade_amount', 'line_count', 'base_amount', 'amount', 'create_time'] },
];

/**
 * 支出/收入订单详情: the order (a settlement's shares to one payee, read through the order view so the
 * caller's scope applies: another tenant's order reads as not found) and its lines by business.
 */
export function ShareOrderDetail({ side }: { side: ShareSide }) {
  const [search] = useSearchParams();
  const settlementId = Number(search.get('settlement_id'));
  const payeeId = Number(search.get('payee_id'));
  const valid = Number.isSafeInteger(settlementId) && settlementId > 0 && Number.isSafeInteger(payeeId);
  const key = { settlement_id: settlementId, payee_id: payeeId };
  const order = useResourceList(
    side.order,
    { page_index: 1, page_size: PAGE_SIZES[0], ...key },
    { enabled: valid },
  );
  const row = order.data?.row[0];
  let head;
  if (!valid) head = <Typography.Text type="secondary">分账订单不存在或无权查看</Typography.Text>;
  else if (order.isPending) head = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (order.isError) head = <LoadFailed onRetry={() => void order.refetch()} />;
  else if (!row) head = <Typography.Text type="secondary">分账订单不存在或无权查看</Typography.Text>;
  else
    head = (
      <ResourceDescriptions
        resource={side.order}
        row={row}
        sections={ORDER_SECTIONS}
        renderers={{ settle_day: day }}
      />
    );
  return (
    <Flex vertical gap="middle">
      <Card title={side.order.label.replace('订单', '订单详情')}>{head}</Card>
      {row && (
        <ResourceListPage
          resource={side.serial}
          fixedParams={key}
          columnsOverride={COLUMNS}
          toolbar={<Typography.Text strong>分账明细</Typography.Text>}
        />
      )}
    </Flex>
  );
}
