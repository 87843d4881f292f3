import { DETAIL_GROUP_BY_KEY, ROUTE_BY_PATH } from '@console/core';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isNotFound } from '../api/resource-requests';
import { LoadFailed } from '../detail/ResourceDetailPage';
import type { DetailGroupSource } from './group-source';

export interface DetailGroupGateProps<T> {
  source: DetailGroupSource<T>;
  children(object: T): ReactNode;
}

/**
 * The frame of every page of a detail group: resolves the group's object from its query value and
 * hands it to the page. A missing value, an unknown object and one outside the caller's scope read
 * the same (never which of them), with the way back to the list the group is opened from.
 */
export function DetailGroupGate<T>({ source, children }: DetailGroupGateProps<T>) {
  const group = DETAIL_GROUP_BY_KEY.get(source.group);
  if (!group) throw new Error(`未知的详情分组：${source.group}`);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const value = params.get(group.queryKeys[0])?.trim() ?? '';
  const query = source.useObject(value);

  if (value === '' || query.data === null || isNotFound(query.error)) {
    const list = ROUTE_BY_PATH.get(group.parent)?.title ?? group.title;
    return (
      <Result
        status="404"
        title={`${group.object}不存在或无权查看`}
        subTitle={`请从${list}选择${group.object}后再进入`}
        extra={
          <Button type="primary" onClick={() => void navigate(group.parent)}>
            返回{list}
          </Button>
        }
      />
    );
  }
  if (query.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (query.data === undefined) return <LoadFailed onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
