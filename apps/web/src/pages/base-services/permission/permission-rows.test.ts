import { ALL_PERMISSION_CODES } from '@console/core';
import { describe, expect, it } from 'vitest';
import { filterPermissions, PERMISSION_ROWS } from './permission-rows';

describe('the permission list rows', () => {
  it('holds every catalogue code once, with the screens each opens', () => {
    expect(PERMISSION_ROWS.map((row) => row.code).sort()).toEqual([...ALL_PERMISSION_CODES].sort());
    const departments = PERMISSION_ROWS.find((row) => row.code === 'account:department:list');
    expect(departments?.screens).toContain('组织架构');
  });

  it('searches by part of the code or label and by area', () => {
    const byCode = filterPermissions(PERMISSION_ROWS, { code: ' SYSTEM:PRODUCT ' });
    expect(byCode.map((row) => row.code)).toEqual([
      'system:product:list',
      'system:product:create',
      'system:product:update',
    ]);
    const byLabel = filterPermissions(PERMISSION_ROWS, { label: '组织架构', area: 'account' });
    expect(byLabel.length).toBe(4);
    expect(filterPermissions(PERMISSION_ROWS, { label: '组织架构', area: 'parking' })).toEqual([]);
  });
});
