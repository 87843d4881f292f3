import {
  actionAllowed,
  type AnyResource,
  type DetailSection,
  type RowOf,
  permittedCodes,
} from '@console/core';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../widgets/permission';
import { actionPagePath, pageActionsOf } from '../action/action-page-path';
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
  /** The page of the actions asked on a page (`ask: 'page'`): a button for each that the row allows. */
  actionPath?: string;
}

/** The detail screen of a resource for `?id=`: its sections as descriptions. */
export function ResourceDetailPage<R extends AnyResource>({
  resource,
  sections,
  renderers,
  extra,
  backPath,
  actionPath,
}: ResourceDetailPageProps<R>) {
  const id = useRowId();
  const detail = useResourceDetail(resource, id);
  const back = useBackToList(backPath);
  const navigate = useNavigate();
  const { can } = usePermission();
  const row = detail.data;
  // Only what this row's state allows and this person may do; the action page checks both again.
  const pageActions =
    actionPath && row
      ? pageActionsOf(resource).filter((name) => {
          const action = resource.actions[name]!;
          return actionAllowed(action, row) && can(permittedCodes(resource, { action: name }));
        })
      : [];

  if (id === undefined || isNotFound(detail.error) || (detail.isSuccess && detail.data === null)) {
    return <MissingRow onBack={back} />;
  }
  return (
    <Card
      title={`${resource.label}详情`}
      extra={
        <>
          {pageActions.map((name) => (
            <Button
              key={name}
              type="primary"
              danger={resource.actions[name]!.danger ?? false}
              onClick={() => row && actionPath && void navigate(actionPagePath(actionPath, row.id, name))}
            >
              {resource.actions[name]!.label}
            </Button>
          ))}
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
