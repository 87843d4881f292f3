import { describe, expect, it } from 'vitest';
import { actionsWidthOf, DEFAULT_COLUMN_WIDTH, layoutColumns } from './column-layout';

const action = (label: string) => ({ key: label, label, onClick: () => undefined });

describe('table column layout', () => {
  it('sizes 操作 for the links it shows, and for 更多 when some fold away', () => {
    expect(actionsWidthOf([action('详情')], 4)).toBe(2 * 14 + 14 + 32);
    const five = ['详情', '编辑', '停用', '删除', '人工放行'].map(action);
    expect(actionsWidthOf(five, 4)).toBe(4 * (2 * 14 + 14) + 64 + 32);
  });

  it('moves fixed-left columns to the front and sums the widths', () => {
    const { columns, scrollX } = layoutColumns([
      { key: 'park', width: 180 },
      { key: 'plate', width: 130, fixed: 'left' as const },
      { key: 'free' },
    ]);
    expect(columns.map((column) => column.key)).toEqual(['plate', 'park', 'free']);
    expect(scrollX).toBe(180 + 130 + DEFAULT_COLUMN_WIDTH);
  });
});
