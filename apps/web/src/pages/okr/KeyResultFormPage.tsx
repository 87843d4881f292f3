import { findRoute, okrKeyResultResource } from '@console/core';
import { useLocation } from 'react-router';
import { ResourceFormPage } from '../../resources';
import { MissingRow } from '../../resources/detail/ResourceDetailPage';
import { useObjectiveId } from './objective-paths';

/**
 * 新增/编辑关键结果 (/okr/detail/:id/add and /edit): the engine's form of the key result, with the
 * objective from the path sent as a fixed value (the server checks it is one the caller sees). 保存
 * returns to the objective, since the route's parent /okr/detail/:id is filled from the same path.
 */
export default function KeyResultFormPage() {
  const { pathname } = useLocation();
  const objectiveId = useObjectiveId();
  const mode = findRoute(pathname)?.route.type === 'edit' ? 'edit' : 'create';
  if (objectiveId === undefined) return <MissingRow />;
  return (
    <ResourceFormPage
      resource={okrKeyResultResource}
      mode={mode}
      fixedValues={mode === 'create' ? { objective_id: objectiveId } : undefined}
    />
  );
}
