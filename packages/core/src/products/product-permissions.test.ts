import { describe, expect, it } from 'vitest';
import {
  AREA_LIST_VALIDATOR,
  DEFAULT_PRODUCT_AREAS,
  joinAreaList,
  limitToAreas,
  parseAreaList,
} from './product-permissions.js';
import { ALL_PRODUCT_CODES } from './products.js';

describe('codes limited by products', () => {
  it('keeps codes of enabled areas plus universal and account, drops the rest', () => {
    const codes = ['universal:user:basic', 'account:role:list', 'parking:record:list', 'energy:station:list'];
    expect(limitToAreas(codes, ['parking'])).toEqual([
      'universal:user:basic',
      'account:role:list',
      'parking:record:list',
    ]);
    expect(limitToAreas(codes, [])).toEqual(['universal:user:basic', 'account:role:list']);
  });

  it('gives every catalogue product a default', () => {
    for (const code of ALL_PRODUCT_CODES) expect(DEFAULT_PRODUCT_AREAS[code]).toBeDefined();
  });

  it('reads and writes the stored area list, dropping unknown keys', () => {
    expect(parseAreaList('parking, coupon,nope,')).toEqual(['parking', 'coupon']);
    expect(parseAreaList(null)).toEqual([]);
    expect(joinAreaList(['parking', 'coupon', 'parking'])).toBe('parking,coupon');
    expect(AREA_LIST_VALIDATOR.test('parking,coupon')).toBe(true);
    expect(AREA_LIST_VALIDATOR.test('parking,nope')).toBe(false);
  });
});
