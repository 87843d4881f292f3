import { endUserPaymentView, endUserView, PAGE_SIZES } from '@console/core';
import { Card, Flex, Skeleton, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import {
  LoadFailed,
  ResourceDescriptions,
  ResourceListPage,
  useGroupLinks,
  useResourceList,
} from '../../../resources';
import { UserGate, type EndUser } from './user-gate';

const PATHS = {
  info: '/base/services/user/detail/info',
  payments: '/base/services/user/detail/payment/list',
  payment: '/base/services/user/detail/payment/detail',
} as const;

const userQuery = (user: { identity: string; merchant_id?: number }) =>
  `identity=${encodeURIComponent(user.identity)}` +
  (user.merchant_id && user.merchant_id > 0 ? `&merchant=${user.merchant_id}` : '');

/** 用户列表 (/base/services/user/list): who paid at the caller's lots and stations. */
export function UserListPage() {
  const navigate = useNavigate();
  return (
    <ResourceListPage
      resource={endUserView}
      rowActions={[
        {
          key: 'detail',
          label: '详情',
          permission: ['user:user:detail'],
          onClick: (row) => void navigate(`${PATHS.info}?${userQuery(row as EndUser)}`),
        },
        {
          key: 'payments',
          label: '支付记录',
          permission: ['user:payment:list'],
          onClick: (row) => void navigate(`${PATHS.payments}?${userQuery(row as EndUser)}`),
        },
      ]}
    />
  );
}

const INFO_SECTIONS = [
  { title: '用户信息', fields: ['identity', 'identity_kind', 'mobile', 'merchant_name', 'user_key'] },
  {
    title: '支付概况',
    fields: ['pay_count', 'pay_amount', 'refunded_amount', 'first_pay_time', 'last_pay_time'],
  },
];

/** 用户信息 (/base/services/user/detail/info?identity=&merchant=). */
export function UserInfoPage() {
  return (
    <UserGate>
      {(user) => (
        <Card title="用户信息">
          <ResourceDescriptions resource={endUserView} row={user} sections={INFO_SECTIONS} />
        </Card>
      )}
    </UserGate>
  );
}

/** 支付记录 (/base/services/user/detail/payment/list): the user's trades, newest first, with totals. */
export function UserPaymentListPage() {
  const navigate = useNavigate();
  const { href } = useGroupLinks();
  return (
    <UserGate>
      {(user) => (
        <ResourceListPage
          resource={endUserPaymentView}
          fixedParams={{ identity: user.identity, merchant_id: user.merchant_id }}
          rowActions={[
            {
              key: 'detail',
              label: '详情',
              permission: ['user:payment:detail'],
              onClick: (row) => void navigate(href(PATHS.payment, { trade_id: row.trade_id })),
            },
          ]}
        />
      )}
    </UserGate>
  );
}

const PAYMENT_SECTIONS = [
  { title: '交易信息', fields: ['trade_no', 'order_no', 'business', 'site_name', 'merchant_name'] },
  { title: '支付信息', fields: ['identity', 'pay_type', 'pay_mode', 'pay_time'] },
  { title: '金额', fields: ['amount', 'refunded_amount', 'fee'] },
];

/** 支付记录详情 (/base/services/user/detail/payment/detail?trade_id=&identity=&merchant=): one trade. */
export function UserPaymentDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('trade_id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const identity = params.get('identity') ?? '';
  const payment = useResourceList(
    endUserPaymentView,
    { page_index: 1, page_size: PAGE_SIZES[0], trade_id: id },
    { enabled: valid },
  );
  const row = payment.data?.row[0];
  let body;
  if (!valid) body = <Typography.Text type="secondary">支付记录不存在或无权查看</Typography.Text>;
  else if (payment.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (payment.isError) body = <LoadFailed onRetry={() => void payment.refetch()} />;
  else if (!row) body = <Typography.Text type="secondary">支付记录不存在或无权查看</Typography.Text>;
  else body = <ResourceDescriptions resource={endUserPaymentView} row={row} sections={PAYMENT_SECTIONS} />;
  const merchant = Number(params.get('merchant'));
  const back = identity
    ? `${PATHS.payments}?${userQuery({ identity, merchant_id: merchant })}`
    : '/base/services/user/list';
  return (
    <Flex vertical gap="middle">
      <Card
        title="支付记录详情"
        extra={<Typography.Link onClick={() => void navigate(back)}>返回支付记录</Typography.Link>}
      >
        {body}
      </Card>
    </Flex>
  );
}
