import { mcouponTokenResource } from '@console/core';
import { Button, Card, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { feedback } from '../../../lib/feedback';
import {
  ResourceDetailPage,
  runAction,
  useGroupLinks,
  useResourceDetail,
  useResourceMutation,
  useRowId,
} from '../../../resources';
import { Permission } from '../../../widgets/permission';
import { StatisticCards } from '../../../widgets/statistic-cards';
import { IssueCouponModal, type IssueTarget } from './IssueCouponModal';
import { IssuedCouponTable } from './IssuedCouponTable';
import { LOT_PATHS } from './paths';

const UPDATE = 'parking:mcoupon:token:update';

/** 停用 or 启用 as the token's state allows, asked first: 停用 stops issuing, issued coupons stay valid. */
function StatusButton({ id, enabled }: { id: number; enabled: boolean }) {
  const toggle = useResourceMutation(mcouponTokenResource, (name: 'disable' | 'enable') =>
    runAction(mcouponTokenResource, name, { id }),
  );
  const label = enabled ? '停用' : '启用';
  const run = () =>
    toggle
      .mutateAsync(enabled ? 'disable' : 'enable')
      .then(() => feedback().message.success(`${label}成功`))
      .catch(() => undefined);
  return (
    <Permission codes={[UPDATE]}>
      <Popconfirm
        title={
          enabled ? '确定停用该商户券吗？停用后不能再发放，已发放的券仍可使用。' : '确定启用该商户券吗？'
        }
        okText={label}
        cancelText="取消"
        onConfirm={run}
      >
        <Button danger={enabled} loading={toggle.isPending}>
          {label}
        </Button>
      </Popconfirm>
    </Permission>
  );
}

/**
 * /parking/manage/config/mcoupon/detail?id=: the token's terms, its counters, the coupons issued from
 * it, and 发放 / 停用 / 启用.
 */
export function LotMcouponDetailPage() {
  const id = useRowId();
  const { href } = useGroupLinks();
  const detail = useResourceDetail(mcouponTokenResource, id);
  const [issuing, setIssuing] = useState<IssueTarget>();
  const row = detail.data;
  const enabled = row?.status === 1;
  const counters = row && [
    { key: 'quantity', title: '总量', value: row.quantity, type: 'number' as const, suffix: '张' },
    {
      key: 'issued',
      title: '已发放',
      value: row.issued_count,
      type: 'number' as const,
      suffix: '张',
    },
    { key: 'used', title: '已使用', value: row.used_count, type: 'number' as const, suffix: '张' },
    { key: 'remaining', title: '剩余', value: row.remaining, type: 'number' as const, suffix: '张' },
  ];
  return (
    <Flex vertical gap="middle">
      <ResourceDetailPage
        resource={mcouponTokenResource}
        backPath={href(LOT_PATHS.mcoupon)}
        extra={
          row &&
          id !== undefined && (
            <Flex gap="small" style={{ marginRight: 8 }}>
              {enabled && (
                <Permission codes={['parking:mcoupon:token:issue']}>
                  <Button type="primary" onClick={() => setIssuing({ id, name: row.name })}>
                    发放
                  </Button>
                </Permission>
              )}
              <StatusButton id={id} enabled={enabled} />
            </Flex>
          )
        }
      />
      {counters && (
        <Card title="发放统计">
          <StatisticCards items={counters} aria-label="发放统计" />
        </Card>
      )}
      {id !== undefined && row && (
        <Permission codes={['coupon:record:list']}>
          <Card title="已发放的券">
            <IssuedCouponTable tokenId={id} />
          </Card>
        </Permission>
      )}
      <IssueCouponModal token={issuing} onClose={() => setIssuing(undefined)} />
    </Flex>
  );
}
