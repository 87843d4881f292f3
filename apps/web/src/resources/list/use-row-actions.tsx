import type { AnyResource } from '@console/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { feedback } from '../../lib/feedback';
import type { RowAction } from '../../widgets/data-table';
import { deleteRow, runAction } from '../api/resource-requests';
import { useResourceMutation } from '../api/use-resource-mutation';
import type { ResourceRow } from '../types';
import { withId } from '../use-row-id';

/**
 * What a screen may change about a declared action; `visible` narrows the definition's states, and
 * `onClick` replaces the plain PUT for an action whose body needs a dialog (a reason, a quantity).
 */
export type ActionOverrides<Row extends ResourceRow = ResourceRow> = Readonly<
  Record<string, Partial<Pick<RowAction<Row>, 'label' | 'confirm' | 'danger' | 'visible' | 'onClick'>>>
>;

export interface RowActionOptions {
  detailPath?: string;
  editPath?: string;
  /** The screen's own actions, placed after 详情 and 编辑. */
  extras?: readonly RowAction<ResourceRow>[];
  actionOverrides?: ActionOverrides;
}

const NO_EXTRAS: readonly RowAction<ResourceRow>[] = [];
const NO_OVERRIDES: ActionOverrides = {};

/** The request helper has shown the failure already; the confirmation only needs to stop waiting. */
const settle = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    () => undefined,
  );

/** Whether the row's state allows an action (`states.in` of the definition); no states means always. */
function allowedIn(
  states: { field: string; in: readonly (string | number)[] } | undefined,
  row: ResourceRow,
) {
  return !states || states.in.some((value) => String(value) === String(row[states.field]));
}

/**
 * 详情, 编辑, the screen's extras, the declared actions and 删除, each behind its permission code.
 * An operation the definition grants no code for is left out: a missing code must never mean "allowed".
 */
export function useResourceRowActions(
  resource: AnyResource,
  { detailPath, editPath, extras = NO_EXTRAS, actionOverrides = NO_OVERRIDES }: RowActionOptions,
): RowAction<ResourceRow>[] {
  const navigate = useNavigate();
  const action = useResourceMutation(resource, (input: { name: string; id: number }) =>
    runAction(resource, input.name, { id: input.id }),
  );
  const remove = useResourceMutation(resource, (id: number) => deleteRow(resource, id));
  const runDeclared = action.mutateAsync;
  const runDelete = remove.mutateAsync;

  return useMemo(() => {
    const { permissions, label } = resource;
    const out: RowAction<ResourceRow>[] = [];
    if (detailPath) {
      out.push({
        key: 'detail',
        label: '详情',
        permission: permissions.detail,
        onClick: (row) => void navigate(withId(detailPath, row.id)),
      });
    }
    if (editPath && permissions.update) {
      out.push({
        key: 'edit',
        label: '编辑',
        permission: permissions.update,
        onClick: (row) => void navigate(withId(editPath, row.id)),
      });
    }
    out.push(...extras);
    for (const [name, def] of Object.entries(resource.actions)) {
      const { visible, onClick, ...override } = actionOverrides[name] ?? {};
      const actionLabel = override.label ?? def.label;
      out.push({
        key: `action:${name}`,
        label: actionLabel,
        // A dialog of its own asks (and confirms) what the action needs; a plain action asks here.
        confirm: onClick ? undefined : `确定要${actionLabel}该${label}吗？`,
        ...override,
        // The permission and the states always come from the definition: a screen cannot loosen them.
        permission: def.permission,
        visible: (row) => allowedIn(def.states, row) && (visible?.(row) ?? true),
        onClick:
          onClick ??
          ((row) =>
            settle(
              runDeclared({ name, id: row.id }).then(() => feedback().message.success(`${actionLabel}成功`)),
            )),
      });
    }
    if (permissions.delete) {
      out.push({
        key: 'delete',
        label: '删除',
        permission: permissions.delete,
        danger: true,
        confirm: `确定删除该${label}吗？删除后不可恢复。`,
        onClick: (row) => settle(runDelete(row.id).then(() => feedback().message.success('删除成功'))),
      });
    }
    return out;
  }, [resource, detailPath, editPath, extras, actionOverrides, navigate, runDeclared, runDelete]);
}
