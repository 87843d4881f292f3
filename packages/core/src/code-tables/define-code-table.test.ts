import { describe, expect, it } from 'vitest';
import {
  defineCodeTable,
  entryOf,
  isCodeOf,
  labelOf,
  optionsOf,
  tagOf,
  type CodeValueOf,
} from './define-code-table.js';

const SAMPLE = defineCodeTable([
  { value: 1, label: '启用', color: 'success' },
  { value: 0, label: '停用', color: 'default' },
]);

describe('defineCodeTable', () => {
  it('keeps the literal values for typing', () => {
    const value: CodeValueOf<typeof SAMPLE> = 1;
    expect(isCodeOf(SAMPLE, value)).toBe(true);
  });

  it('rejects a table with a duplicate value', () => {
    expect(() =>
      defineCodeTable([
        { value: 1, label: '甲', color: 'default' },
        { value: 1, label: '乙', color: 'default' },
      ]),
    ).toThrow(/duplicate/);
  });

  it.each([
    [1, '启用'],
    ['1', '启用'],
    [0, '停用'],
    ['0', '停用'],
    [2, '未知'],
    ['abc', '未知'],
    [null, '-'],
    [undefined, '-'],
    ['', '-'],
    [true, '未知'],
  ])('labels %j as %s', (value, label) => {
    expect(labelOf(SAMPLE, value)).toBe(label);
  });

  it('gives the tag colour of the entry, and the fallback for unknown values', () => {
    expect(tagOf(SAMPLE, 1)).toEqual({ label: '启用', color: 'success' });
    expect(tagOf(SAMPLE, 9)).toEqual({ label: '未知', color: 'default' });
    const custom = defineCodeTable([{ value: 'a', label: '甲', color: 'blue' }], {
      label: '其他',
      color: 'default',
    });
    expect(tagOf(custom, 'b')).toEqual({ label: '其他', color: 'default' });
  });

  it('finds entries only for strings and numbers', () => {
    expect(entryOf(SAMPLE, '1')?.label).toBe('启用');
    expect(entryOf(SAMPLE, [1])).toBeUndefined();
    expect(entryOf(SAMPLE, { value: 1 })).toBeUndefined();
    expect(isCodeOf(SAMPLE, 3)).toBe(false);
  });

  it('builds Select options in table order', () => {
    expect(optionsOf(SAMPLE)).toEqual([
      { label: '启用', value: 1 },
      { label: '停用', value: 0 },
    ]);
  });
});
