import { describe, expect, it } from 'vitest';
import { defineView, isView, viewRowKey } from './define-view.js';
import { field } from './field.js';
import { listQuerySchema } from './json-schema.js';
import { parkResource } from './parking/park.js';
import { revenueView } from './service/revenue.js';

const fields = {
  day: field.time({ label: '日期', readOnly: true, sortable: true, search: 'range' }),
  name: field.text({ label: '名称', readOnly: true }),
  paid: field.money({ label: '实收', readOnly: true }),
};

describe('defineView', () => {
  it('is a resource with a row key, totals and required parameters, and lists like one', () => {
    expect(isView(revenueView)).toBe(true);
    expect(isView(parkResource)).toBe(false);
    expect(revenueView.view.totals).toContain('paid_amount');
    expect(viewRowKey(revenueView, { stat_day: 100, park_id: 7, order_count: 1 })).toBe('100:7');
    const query = listQuerySchema(revenueView);
    expect(Object.keys(query.properties ?? {})).toEqual(
      expect.arrayContaining(['stat_day_start', 'stat_day_end', 'park_id', 'sort_by']),
    );
  });

  it('refuses totals that are not sums, row keys and required parameters it does not have', () => {
    const view = {
      key: 'test/view',
      label: '测试',
      scope: 'merchant',
      permissions: { list: 'parking:config-log:list' },
    } as const;
    const list = { columns: ['day', 'name', 'paid'], sort: ['day', 'desc'] } as const;
    expect(() => defineView({ ...view, fields, list, totals: ['name'] })).toThrow(/money or integer/);
    expect(() => defineView({ ...view, fields, list, rowKey: ['missing' as 'day'] })).toThrow(/row key/);
    expect(() => defineView({ ...view, fields, list, required: ['name'] })).toThrow(/searchable/);
    expect(defineView({ ...view, fields, list, totals: ['paid'] }).view).toEqual({
      rowKey: ['id'],
      totals: ['paid'],
      required: [],
    });
  });
});
