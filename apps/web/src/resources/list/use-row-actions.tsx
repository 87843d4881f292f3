import { actionAllowed, askOf, type AnyResource, permittedCodes } from '@console/core';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { feedback } from '../../lib/feedback';
import type { RowAction } from '../../widgets/data-table';
import type { ActionExtras } from '../action/ActionDialog';
import { actionPagePath } from '../action/action-page-path';
import { deleteRow, runAction } from '../api/resource-requests';
import { useResourceMutation } from '../api/use-resource-mutation';
import type { ResourceRow } from '../types';
import { withId } from '../use-row-id';

/**
 * What a screen may change about a declared action: `visible` narrows the definition's states,
 * `onClick` replaces the generic confirmation or dialog (an action asked on its own page), and the
 * extras add to the generic dialog (a price preview, the lists it also changes).
 */
export type ActionOverrides<Row extends ResourceRow = ResourceRow> = Readonly<
  Record<
    string,
    Partial<Pick<RowAction<Row>, 'label' | 'confirm' | 'danger' | 'visible' | 'onClick'>> & ActionExtras<Row>
  >
>;

export interface RowActionOptions {
  detailPath?: string;
  editPath?: string;
  /** The catalogue's page for actions asked on a page (`ask: 'page'`); without it they open the dialog. */
  actionPath?: string;
  /** The screen's own actions, placed after 详情 and 编辑. */
  extras?: readonly RowAction<ResourceRow>[];
  actionOverrides?: ActionOverrides;
}

// The dialog (its form controls, date pickers, selects) loads when an action is first asked, so a list
// page that only shows rows does not download it.
const ActionDialog = lazy(() => import('../action/ActionDialog').then((m) => ({ default: m.ActionDialog })));

const NO_EXTRAS: readonly RowAction<ResourceRow>[] = [];
const NO_OVERRIDES: ActionOverrides = {};

/** The request helper has shown the failure already; the confirmation only needs to stop waiting. */
const settle = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    () => undefined,
  );

export interface ResourceRowActions {
  actions: RowAction<ResourceRow>[];
  /** The generic dialog of the action being asked, to render beside the table. */
  dialog: ReactNode;
}

/**
 * 详情, 编辑, the screen's extras, the declared actions and 删除, each behind its permission code.
 * An operation the definition grants no code for is left out: a missing code must never mean "allowed".
 * A declared action with input opens the generic action dialog, one asked on a page goes to the
 * catalogue's action page, and one without input asks for a confirmation.
 */
export function useResourceRowActions(
  resource: AnyResource,
  { detailPath, editPath, actionPath, extras = NO_EXTRAS, actionOverrides = NO_OVERRIDES }: RowActionOptions,
): ResourceRowActions {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<{ name: string; row: ResourceRow }>();
  const action = useResourceMutation(resource, (input: { name: string; id: number }) =>
    runAction(resource, input.name, { id: input.id }),
  );
  const remove = useResourceMutation(resource, (id: number) => deleteRow(resource, id));
  const runDeclared = action.mutateAsync;
  const runDelete = remove.mutateAsync;

  const actions = useMemo(() => {
    const { permissions, label } = resource;
    const out: RowAction<ResourceRow>[] = [];
    if (detailPath) {
      out.push({
        key: 'detail',
        label: '详情',
        permission: permittedCodes(resource, 'detail'),
        onClick: (row) => void navigate(withId(detailPath, row.id)),
      });
    }
    if (editPath && permissions.update) {
      out.push({
        key: 'edit',
        label: '编辑',
        permission: permittedCodes(resource, 'update'),
        onClick: (row) => void navigate(withId(editPath, row.id)),
      });
    }
    out.push(...extras);
    for (const [name, def] of Object.entries(resource.actions)) {
      const { visible, onClick, label: relabel, confirm, danger } = actionOverrides[name] ?? {};
      const actionLabel = relabel ?? def.label;
      // The permission and the states always come from the definition: a screen cannot loosen them.
      const common = {
        key: `action:${name}`,
        label: actionLabel,
        permission: permittedCodes(resource, { action: name }),
        visible: (row: ResourceRow) => actionAllowed(def, row) && (visible?.(row) ?? true),
      };
      const ask = askOf(def);
      if (!onClick && ask === 'page' && actionPath) {
        out.push({ ...common, onClick: (row) => void navigate(actionPagePath(actionPath, row.id, name)) });
        continue;
      }
      if (onClick || ask !== 'confirm') {
        // The dialog (or the screen's own page) asks and confirms; the link itself asks nothing.
        out.push({ ...common, onClick: onClick ?? ((row) => setAsking({ name, row })) });
        continue;
      }
      out.push({
        ...common,
        confirm: confirm ?? `确定要${actionLabel}该${label}吗？`,
        danger: danger ?? def.danger,
        onClick: (row) =>
          settle(
            // The definition's own words when it has them, as the dialog and the action page say.
            runDeclared({ name, id: row.id }).then(() =>
              feedback().message.success(def.done ?? `${actionLabel}成功`),
            ),
          ),
      });
    }
    if (permissions.delete) {
      out.push({
        key: 'delete',
        label: '删除',
        permission: permittedCodes(resource, 'delete'),
        danger: true,
        confirm: `确定删除该${label}吗？删除后不可恢复。`,
        onClick: (row) => settle(runDelete(row.id).then(() => feedback().message.success('删除成功'))),
      });
    }
    return out;
  }, [resource, detailPath, editPath, actionPath, extras, actionOverrides, navigate, runDeclared, runDelete]);

  const { extra, doneMessage, onDone } = (asking && actionOverrides[asking.name]) ?? {};
  const dialog = asking ? (
    <Suspense fallback={null}>
      <ActionDialog
        key={`${asking.name}:${asking.row.id}`}
        resource={resource}
        name={asking.name}
        row={asking.row}
        onClose={() => setAsking(undefined)}
        {...{ extra, doneMessage, onDone }}
      />
    </Suspense>
  ) : null;
  return { actions, dialog };
}
