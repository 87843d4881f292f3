import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailed, MissingRow } from '../../resources';
import { useLotPark, type LotPark } from './use-lot-park';

/** Renders a lot page once its park is resolved; a missing or foreign uuid reads 数据不存在或无权查看. */
export function LotParkGate({ children }: { children(park: LotPark): ReactNode }) {
  const { park, query, missing } = useLotPark();
  if (missing) return <MissingRow />;
  if (query.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (!park) return <LoadFailed onRetry={() => void query.refetch()} />;
  return <>{children(park)}</>;
}
