import { couponGrantResource, couponWarehouseResource } from '@console/core';
import { Button, Card, Flex } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { resourceKeys } from '../../resources/api/resource-requests';
import { ResourceDetailPage, useResourceDetail, useResourceTable, useRowId } from '../../resources';
import { DataTable } from '../../widgets/data-table';
import { Permission } from '../../widgets/permission';
import { StatisticCards } from '../../widgets/statistic-cards';

// The generic dialog of the entry's 发券 and 批量发券 (request id, plate input), loaded when first asked.
const ActionDialog = lazy(() =>
  import('../../resources/action/ActionDialog').then((m) => ({ default: m.ActionDialog })),
);

const SEND = 'coupon:warehouse:send';
// While a 批量发券 is under way the page reloads so its progress moves; idle pages do not poll.
const PROGRESS_REFRESH_MS = 2000;

/** The grants of one warehouse entry, paged on the server, newest first, with 撤销 for the holder. */
function EntryGrantTable({ stockId }: { stockId: number }) {
  const fixedParams = useMemo(() => ({ stock_id: stockId }), [stockId]);
  const { tableProps, actionDialog } = useResourceTable(couponGrantResource, { fixedParams });
  return (
    <>
      <DataTable {...tableProps} aria-label="发券记录" />
      {actionDialog}
    </>
  );
}

/**
 * /parking-coupon/warehouse/detail?id=: the entry's terms, its counts (总数, 已发放, 已使用, 剩余 and
 * 发放中 while a batch runs), 发券 and 批量发券 while it is in use, and the grants made from it.
 */
export function WarehouseDetailPage() {
  const id = useRowId();
  const detail = useResourceDetail(couponWarehouseResource, id, (row) =>
    Number(row?.pending_count ?? 0) > 0 ? PROGRESS_REFRESH_MS : false,
  );
  const [asking, setAsking] = useState<'send' | 'bulk-send'>();
  const row = detail.data;
  const pending = Number(row?.pending_count ?? 0);
  const queryClient = useQueryClient();
  // Each reload that finds fewer grants 发放中 means some settled: the grant table shows them.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: resourceKeys.all(couponGrantResource.key) });
  }, [pending, queryClient]);
  const inUse = row?.status === 1;
  const counters = row && [
    { key: 'quantity', title: '总数', value: row.quantity, type: 'number' as const, suffix: '张' },
    { key: 'granted', title: '已发放', value: row.granted_count, type: 'number' as const, suffix: '张' },
    { key: 'used', title: '已使用', value: row.used_count, type: 'number' as const, suffix: '张' },
    { key: 'remaining', title: '剩余', value: row.remaining, type: 'number' as const, suffix: '张' },
    { key: 'pending', title: '发放中', value: row.pending_count, type: 'number' as const, suffix: '张' },
  ];
  return (
    <Flex vertical gap="middle">
      <ResourceDetailPage
        resource={couponWarehouseResource}
        extra={
          row &&
          inUse && (
            <Permission codes={[SEND]}>
              <Flex gap="small" style={{ marginRight: 8 }}>
                <Button type="primary" onClick={() => setAsking('send')}>
                  发券
                </Button>
                <Button onClick={() => setAsking('bulk-send')}>批量发券</Button>
              </Flex>
            </Permission>
          )
        }
      />
      {counters && (
        <Card title="数量">
          <StatisticCards items={counters} aria-label="数量" />
        </Card>
      )}
      {id !== undefined && row && (
        <Permission codes={['coupon:grant:list']}>
          <Card title="发券记录">
            <EntryGrantTable stockId={id} />
          </Card>
        </Permission>
      )}
      {asking && row && (
        <Suspense fallback={null}>
          <ActionDialog
            key={asking}
            resource={couponWarehouseResource}
            name={asking}
            row={row}
            onClose={() => setAsking(undefined)}
          />
        </Suspense>
      )}
    </Flex>
  );
}
