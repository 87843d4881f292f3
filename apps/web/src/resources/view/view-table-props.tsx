import { isView, viewRowKey, type AnyResource, type AnyView, type ViewListPayload } from '@console/core';
import type { ReactNode } from 'react';
import { renderFieldValue } from '../render/render-value';
import type { ResourceRow } from '../types';

/**
 * The totals row of a view's list, rendered like its columns (money as yuan). The sums come from
 * the server over every match, never from the page.
 */
function totalsCells(
  view: AnyView,
  payload: ViewListPayload<ResourceRow> | undefined,
): Record<string, ReactNode> | undefined {
  if (view.view.totals.length === 0 || !payload?.totals) return undefined;
  const { totals } = payload;
  const cells: Record<string, ReactNode> = {};
  for (const name of view.view.totals) {
    const def = view.fields[name];
    if (def) cells[name] = <strong>{renderFieldValue(name, def, totals[name] ?? 0, totals)}</strong>;
  }
  return cells;
}

/**
 * What a view's list table adds to a resource's: rows named by the view's row key (an aggregate has
 * no id) and the 合计 row. Nothing for a table resource.
 */
export function viewTableProps(resource: AnyResource, payload: ViewListPayload<ResourceRow> | undefined) {
  if (!isView(resource)) return {};
  return {
    rowKey: (row: ResourceRow) => viewRowKey(resource, row),
    totals: totalsCells(resource, payload),
  };
}
