import { describe, expect, it } from 'vitest';
import { buildDepartmentTree, moveTargets, selfAndDescendants, type DepartmentRow } from './department-tree';

const row = (id: number, parent: number | null, name: string, sort = 0, merchant = 1): DepartmentRow => ({
  id,
  merchant_id: merchant,
  parent_id: parent,
  name,
  leader_id: null,
  leader_name: '',
  sort,
  member_count: 0,
});

const ROWS = [
  row(1, null, '总部'),
  row(2, 1, '运营部', 2),
  row(3, 1, '财务部', 1),
  row(4, 2, '一组'),
  row(9, null, '他人', 0, 2),
];

describe('department tree', () => {
  it('nests children under parents in sort order', () => {
    const tree = buildDepartmentTree(ROWS);
    expect(tree.map((node) => node.title)).toEqual(['他人', '总部']);
    const root = tree.find((node) => node.key === 1);
    expect(root?.children.map((node) => node.title)).toEqual(['财务部', '运营部']);
    expect(root?.children[1]?.children.map((node) => node.key)).toEqual([4]);
  });

  it('shows a node whose parent is out of view as a root, and survives a loop', () => {
    expect(buildDepartmentTree([row(5, 77, '孤儿')]).map((node) => node.key)).toEqual([5]);
    expect(buildDepartmentTree([row(1, 2, 'a'), row(2, 1, 'b')])).toEqual([]);
  });

  it('never offers the node itself, its descendants or another merchant as a new parent', () => {
    expect([...selfAndDescendants(ROWS, 2)].sort()).toEqual([2, 4]);
    const moving = ROWS[1] as DepartmentRow;
    expect(moveTargets(ROWS, moving).map((r) => r.id)).toEqual([1, 3]);
  });
});
