import { describe, expect, it } from 'vitest';
import { hasAnyPermission, joinPermissionList, parsePermissionList } from './permission-list.js';

describe('permission list', () => {
  it('parses a comma-joined list, trimming and dropping blanks and repeats', () => {
    expect([
      ...parsePermissionList(' parking:record:list, ,universal:report:basic,parking:record:list,'),
    ]).toEqual(['parking:record:list', 'universal:report:basic']);
  });

  it('parses nothing into an empty set', () => {
    expect(parsePermissionList('').size).toBe(0);
    expect(parsePermissionList(undefined).size).toBe(0);
    expect(parsePermissionList(null).size).toBe(0);
  });

  it('keeps codes the catalogue does not know, so saving a role never drops them', () => {
    expect(parsePermissionList('future:thing:list').has('future:thing:list')).toBe(true);
  });

  it('joins sorted and de-duplicated, and round-trips', () => {
    const joined = joinPermissionList(['b:b:list', 'a:a:list', 'b:b:list', ' ']);
    expect(joined).toBe('a:a:list,b:b:list');
    expect(joinPermissionList(parsePermissionList(joined))).toBe(joined);
    expect(joinPermissionList([])).toBe('');
  });

  it('grants when any one required code is held, never for an empty requirement', () => {
    const held = new Set(['parking:record:list']);
    expect(hasAnyPermission(held, ['parking:record:export', 'parking:record:list'])).toBe(true);
    expect(hasAnyPermission(held, ['parking:record:export'])).toBe(false);
    expect(hasAnyPermission(held, [])).toBe(false);
  });
});
