import { parkingRecordResource, subAccountResource } from '@console/core';
import { describe, expect, it } from 'vitest';
import { layoutColumns } from '../../widgets/data-table/column-layout';
import { keyColumnOf } from './column-sizing';
import { resourceColumns } from './resource-columns';

describe('list columns sized by field kind', () => {
  it('fixes the plate on the left of 停车记录 and gives every column a width', () => {
    const columns = resourceColumns(parkingRecordResource, undefined);
    expect(keyColumnOf(parkingRecordResource.list.columns, parkingRecordResource.fields)).toBe('plate');
    expect(columns.find((column) => column.key === 'plate')?.fixed).toBe('left');
    expect(columns.filter((column) => column.fixed)).toHaveLength(1);
    expect(columns.every((column) => typeof column.width === 'number' && column.width >= 90)).toBe(true);
    // The fixed plate goes first, and the scroll width is what the columns need.
    const laidOut = layoutColumns(columns);
    expect(laidOut.columns[0]?.key).toBe('plate');
    expect(laidOut.scrollX).toBe(columns.reduce((sum, column) => sum + Number(column.width), 0));
  });

  it('keeps a list without a plate in its order, its first column fixed', () => {
    const columns = resourceColumns(subAccountResource, undefined);
    expect(columns[0]?.key).toBe('account');
    expect(columns[0]?.fixed).toBe('left');
  });

  it('cuts long text to one line with the whole text on hover, and leaves short text alone', () => {
    const columns = resourceColumns(parkingRecordResource, undefined);
    const time = columns.find((column) => column.key === 'entry_time')!;
    expect(time.ellipsis).toBeUndefined();
    expect(time.width).toBeGreaterThanOrEqual(180);
    const sub = resourceColumns(subAccountResource, undefined);
    // 角色 (role_names) is free text without a short limit.
    expect(sub.find((column) => column.key === 'role_names')?.ellipsis).toEqual({ showTitle: false });
  });
});
