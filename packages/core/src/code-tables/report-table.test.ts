import { describe, expect, it } from 'vitest';
import { permittedCodes } from '../resources/define-resource.js';
import { allResources } from '../resources/registry.js';
import { labelOf } from './define-code-table.js';
import {
  OTHER_REPORT_LISTS,
  REPORT_TABLE_TYPE,
  REPORT_TYPE_BY_RESOURCE,
  reportTypeOf,
} from './report-table.js';

/** Every list (table or view) that grants an export code, its own or another product's. */
const EXPORTABLE = allResources()
  .filter((resource) => permittedCodes(resource, 'export').length > 0)
  .map((resource) => resource.key);
const OTHER = reportTypeOf('no/such/list');

describe('report types of the exportable lists', () => {
  it('gives every list with an export code a spec §3 type, or lists it as 其他列表 on purpose', () => {
    const unplaced = EXPORTABLE.filter(
      (key) => REPORT_TYPE_BY_RESOURCE[key] === undefined && !OTHER_REPORT_LISTS.includes(key),
    );
    expect(unplaced).toEqual([]);
  });

  it('names only lists that export, each in one place, with a type of the code table', () => {
    const mapped = Object.keys(REPORT_TYPE_BY_RESOURCE);
    expect([...mapped, ...OTHER_REPORT_LISTS].filter((key) => !EXPORTABLE.includes(key))).toEqual([]);
    expect(mapped.filter((key) => OTHER_REPORT_LISTS.includes(key))).toEqual([]);
    expect(new Set(OTHER_REPORT_LISTS).size).toBe(OTHER_REPORT_LISTS.length);
    for (const type of Object.values(REPORT_TYPE_BY_RESOURCE)) {
      expect(type).not.toBe(OTHER);
      expect(labelOf(REPORT_TABLE_TYPE, type)).not.toBe('未知');
    }
    for (const key of OTHER_REPORT_LISTS)
      expect(labelOf(REPORT_TABLE_TYPE, reportTypeOf(key))).toBe('其他列表');
  });

  it.each([
    ['invoice/invoice', '发票记录'],
    ['parking-coupon/grant', '优惠券发放记录'],
    ['parking-coupon/purchase', '优惠券购买记录'],
    ['profit/statistics/income-order', '分润账单'],
    ['profit/statistics/payment-serial', '分润账单'],
    ['adverting/data/income', '广告投放'],
    ['adverting/data/settlement', '广告投放'],
    ['parking/record', '停车记录'],
    ['settlement/trade/transfer', '转账记录'],
  ])('%s is a %s report', (key, label) => {
    expect(labelOf(REPORT_TABLE_TYPE, reportTypeOf(key))).toBe(label);
  });
});
