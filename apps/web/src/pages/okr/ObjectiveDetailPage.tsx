import { FULL_PROGRESS, okrKeyResultResource, okrObjectiveResource } from '@console/core';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Progress, Skeleton, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { ResourceDescriptions, ResourceListPage, useBackToList, useResourceDetail } from '../../resources';
import { isNotFound, resourceKeys } from '../../resources/api/resource-requests';
import { LoadFailed, MissingRow } from '../../resources/detail/ResourceDetailPage';
import { ObjectiveTimeline } from './ObjectiveTimeline';
import { KEY_RESULT_ADD, KEY_RESULT_EDIT, objectivePath, useObjectiveId } from './objective-paths';

/**
 * 关键结果 (/okr/detail/:id): the objective with its weighted progress, the engine's list of its key
 * results (add, edit, delete under the same path) and its timeline. The progress is the server's;
 * after any key-result change the page reloads the objective and the timeline with the list.
 */
export default function ObjectiveDetailPage() {
  const id = useObjectiveId();
  const detail = useResourceDetail(okrObjectiveResource, id);
  const back = useBackToList();
  useRefreshAfterKeyResults(id);
  const row = detail.data;

  if (id === undefined || isNotFound(detail.error) || (detail.isSuccess && row === null)) {
    return <MissingRow onBack={back} />;
  }
  return (
    <Flex vertical gap={16}>
      <Card title="目标详情" extra={<Button onClick={back}>返回</Button>}>
        {detail.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : row ? (
          <Flex vertical gap={16}>
            <Flex align="center" gap={16}>
              <Typography.Text strong>加权进度</Typography.Text>
              <Progress
                percent={(row.progress / FULL_PROGRESS) * 100}
                format={() => <span data-testid="okr-objective-progress">{row.progress_text}</span>}
                style={{ maxWidth: 480 }}
              />
            </Flex>
            <ResourceDescriptions resource={okrObjectiveResource} row={row} />
          </Flex>
        ) : (
          <LoadFailed onRetry={() => void detail.refetch()} />
        )}
      </Card>
      <ResourceListPage
        resource={okrKeyResultResource}
        fixedParams={{ objective_id: id }}
        addPath={objectivePath(KEY_RESULT_ADD, id)}
        editPath={objectivePath(KEY_RESULT_EDIT, id)}
      />
      <Card title="目标动态">
        <ObjectiveTimeline objectiveId={id} />
      </Card>
    </Flex>
  );
}

/**
 * A key-result change reloads the key-result queries (the engine's mutation does); once they have
 * settled, the objective queries and the timeline are reloaded too, since the server moved them.
 */
function useRefreshAfterKeyResults(id: number | undefined) {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: resourceKeys.all(okrKeyResultResource.key) });
  const was = useRef(fetching);
  useEffect(() => {
    if (was.current > 0 && fetching === 0 && id !== undefined) {
      // The objective's detail and the objective list (kept alive behind this page) both show it.
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all(okrObjectiveResource.key) });
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all('okr/timeline') });
    }
    was.current = fetching;
  }, [fetching, id, queryClient]);
}
