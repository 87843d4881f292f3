import type { departmentResource, RowOf } from '@console/core';

/**
 * A department as the list sends it (only what the org chart reads). A root has no parent and a
 * department may have no leader: RowOf cannot say an optional reference is null, so these two do.
 */
export type DepartmentRow = Pick<
  RowOf<typeof departmentResource>,
  'id' | 'merchant_id' | 'name' | 'leader_name' | 'sort' | 'member_count'
> & { parent_id: number | null; leader_id: number | null };

export interface DepartmentNode {
  key: number;
  title: string;
  row: DepartmentRow;
  children: DepartmentNode[];
}

const bySortThenName = (a: DepartmentRow, b: DepartmentRow) =>
  a.sort - b.sort || a.name.localeCompare(b.name, 'zh-Hans-CN') || a.id - b.id;

/**
 * The rows as a forest, children in sort order. A node whose parent is not among the rows (outside
 * the caller's view) shows as a root, so nothing the list returned is ever hidden.
 */
export function buildDepartmentTree(rows: readonly DepartmentRow[]): DepartmentNode[] {
  const ids = new Set(rows.map((row) => row.id));
  const childrenOf = new Map<number | null, DepartmentRow[]>();
  for (const row of rows) {
    const parent = row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const seen = new Set<number>();
  const build = (parent: number | null): DepartmentNode[] =>
    [...(childrenOf.get(parent) ?? [])].sort(bySortThenName).flatMap((row) => {
      if (seen.has(row.id)) return [];
      seen.add(row.id);
      return [{ key: row.id, title: row.name, row, children: build(row.id) }];
    });
  return build(null);
}

/** The node and every node below it: never a valid new parent for it. */
export function selfAndDescendants(rows: readonly DepartmentRow[], id: number): Set<number> {
  const out = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parent_id !== null && out.has(row.parent_id) && !out.has(row.id)) {
        out.add(row.id);
        grew = true;
      }
    }
  }
  return out;
}

/** Where a department may move: the same merchant's nodes that are not itself or below it. */
export function moveTargets(rows: readonly DepartmentRow[], moving: DepartmentRow): DepartmentRow[] {
  const excluded = selfAndDescendants(rows, moving.id);
  return rows.filter((row) => row.merchant_id === moving.merchant_id && !excluded.has(row.id));
}
