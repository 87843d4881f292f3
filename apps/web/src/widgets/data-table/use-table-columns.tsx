import { DEFAULT_ROW_ACTIONS } from '@console/core';
import type { TableColumnType } from 'antd';
import { useMemo } from 'react';
import { usePermission } from '../permission';
import type { ColumnPrefs } from './column-prefs';
import { actionsWidthOf, layoutColumns } from './column-layout';
import { RowActions, type RowActionsProps } from './RowActions';
import type { DataColumn, RowAction } from './types';

interface Options<T> {
  columns: readonly DataColumn<T>[];
  prefs: ColumnPrefs;
  rowActions?: readonly RowAction<T>[];
  maxActions?: number;
  actionsWidth?: number;
  /** First row number of the page minus one, or undefined for no 序号 column. */
  indexOffset?: number;
  /** Phone width: 操作 scrolls with the row instead of covering half the screen. */
  mobile?: boolean;
  ask: RowActionsProps<T>['ask'];
}

/** Permitted columns, then the user's order and visibility, framed by 序号 and 操作. */
export function useTableColumns<T>({
  columns,
  prefs,
  rowActions,
  maxActions = DEFAULT_ROW_ACTIONS,
  actionsWidth,
  indexOffset,
  mobile = false,
  ask,
}: Options<T>) {
  const { can } = usePermission();
  const permitted = useMemo(() => columns.filter((column) => can(column.permission)), [columns, can]);
  const actions = useMemo(
    () => (rowActions ?? []).filter((action) => can(action.permission)),
    [rowActions, can],
  );

  const shown = useMemo(() => {
    const byKey = new Map(permitted.map((column) => [column.key, column]));
    const hidden = new Set(prefs.hidden);
    const data: TableColumnType<T>[] = [];
    for (const key of prefs.order) {
      const column = byKey.get(key);
      if (!column || hidden.has(key)) continue;
      const { permission: _p, defaultHidden: _d, settingsTitle: _s, ...antdColumn } = column;
      data.push(antdColumn);
    }
    const { columns: laidOut } = layoutColumns(data);
    const out: TableColumnType<T>[] = [];
    if (indexOffset !== undefined) {
      out.push({
        key: '__index',
        title: '序号',
        width: 64,
        align: 'center',
        // Stays with a fixed key column, or it would scroll away underneath it.
        fixed: laidOut[0]?.fixed === 'left' ? 'left' : undefined,
        render: (_value, _row, index) => indexOffset + index + 1,
      });
    }
    out.push(...laidOut);
    if (actions.length > 0) {
      out.push({
        key: '__actions',
        title: '操作',
        fixed: mobile ? undefined : 'right',
        width: actionsWidth ?? actionsWidthOf(actions, maxActions),
        render: (_value, row) => <RowActions row={row} actions={actions} max={maxActions} ask={ask} />,
      });
    }
    return out;
  }, [permitted, prefs, actions, indexOffset, maxActions, actionsWidth, mobile, ask]);

  return { permitted, shown, scrollX: layoutColumns(shown).scrollX };
}
