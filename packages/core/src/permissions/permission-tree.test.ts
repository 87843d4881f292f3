import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES } from './catalogue.js';
import { buildPermissionTree } from './permission-tree.js';

describe('permission tree', () => {
  const tree = buildPermissionTree();

  it('holds every code exactly once, grouped by area then resource', () => {
    const codes = tree.flatMap((area) => area.resources.flatMap((r) => r.permissions.map((p) => p.code)));
    expect(codes.sort()).toEqual([...ALL_PERMISSION_CODES].sort());
  });

  it('starts with the universal codes and labels areas and resources in Chinese', () => {
    expect(tree[0]?.key).toBe('universal');
    const parking = tree.find((area) => area.key === 'parking');
    expect(parking?.label).toBe('停车');
    const record = parking?.resources.find((resource) => resource.key === 'parking:record');
    expect(record?.label).toBe('停车记录');
    expect(record?.permissions.map((p) => p.action)).toEqual(['list', 'detail', 'export']);
  });

  it('leaves out areas without codes', () => {
    expect(buildPermissionTree([]).length).toBe(0);
  });
});
