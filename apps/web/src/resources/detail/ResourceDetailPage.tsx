import type { AnyResource, DetailSection, RowOf } from '@console/core';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { isNotFound } from '../api/resource-requests';
import { useResourceDetail } from '../api/use-resource-detail';
import { useBackToList } from '../use-back-to-list';
import { useRowId } from '../use-row-id';
import { ResourceDescriptions, type DetailRenderers } from './ResourceDescriptions';

export interface ResourceDetailPageProps<R extends AnyResource = AnyResource> {
  resource: R;
  /** Defaults to the definition's detail sections. */
  sections?: readonly DetailSection[];
  renderers?: DetailRenderers<RowOf<R>>;
  /** Buttons beside 返回. */
  extra?: ReactNode;
  /** Where 返回 goes; defaults to the route's activeMenu (a lot page passes its group query along). */
  backPath?: string;
}

/** The detail screen of a resource for `?id=`: its sections as descriptions. */
export function ResourceDetailPage<R extends AnyResource>({
  resource,
  sections,
  renderers,
  extra,
  backPath,
}: ResourceDetailPageProps<R>) {
  const id = useRowId();
  const detail = useResourceDetail(resource, id);
  const back = useBackToList(backPath);

  if (id === undefined || isNotFound(detail.error) || (detail.isSuccess && detail.data === null)) {
    return <MissingRow onBack={back} />;
  }
  return (
    <Card
      title={`${resource.label}详情`}
      extra={
        <>
          {extra}
          <Button onClick={back}>返回</Button>
        </>
      }
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : detail.data ? (
        <ResourceDescriptions
          resource={resource}
          row={detail.data}
          sections={sections}
          renderers={renderers}
        />
      ) : (
        <LoadFailed onRetry={() => void detail.refetch()} />
      )}
    </Card>
  );
}

/** A missing id, a deleted row and a row outside the caller's scope read the same. */
export function MissingRow({ onBack }: { onBack?(): void }) {
  return (
    <Result
      status="404"
      title="数据不存在或无权查看"
      extra={
        onBack && (
          <Button type="primary" onClick={onBack}>
            返回列表
          </Button>
        )
      }
    />
  );
}

export function LoadFailed({ onRetry }: { onRetry(): void }) {
  return <Result status="error" title="数据加载失败" extra={<Button onClick={onRetry}>重试</Button>} />;
}
