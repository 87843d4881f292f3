import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LoadFailed, type ResourceRow } from '../../../resources';
import { useLotPark } from './use-lot-park';

const PARK_LIST = '/parking/apply/list';

/**
 * The frame of every lot page: resolves the park of `g_park_uuid` and hands it to the page; a lot
 * that is missing or outside the caller's scope reads the same, with the way back to the park list.
 */
export function LotScope({ children }: { children(park: ResourceRow & { id: number }): ReactNode }) {
  const lot = useLotPark();
  const navigate = useNavigate();
  if (lot.uuid && lot.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (lot.isError) return <LoadFailed onRetry={() => void lot.refetch()} />;
  if (!lot.data) {
    return (
      <Result
        status="404"
        title="车场不存在或无权查看"
        subTitle="请从车场列表选择车场后再进入"
        extra={
          <Button type="primary" onClick={() => void navigate(PARK_LIST)}>
            返回车场列表
          </Button>
        }
      />
    );
  }
  return children(lot.data);
}
