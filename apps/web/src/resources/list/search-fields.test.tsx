import { operationLogResource, roleResource } from '@console/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parkingFeeFixture } from '../testing/fixture-resource';
import { resourceColumns } from './resource-columns';
import { searchFieldsOf } from './search-fields';

const shape = (fields: ReturnType<typeof searchFieldsOf>) =>
  fields.map(({ name, label, type, rangeKeys, permission }) => ({
    name,
    label,
    type,
    rangeKeys,
    permission,
  }));

describe('searchFieldsOf', () => {
  it('turns each searchable field into a control by kind, each behind the list code', () => {
    expect(shape(searchFieldsOf(operationLogResource))).toEqual([
      {
        name: 'account',
        label: '操作人账号',
        type: 'text',
        rangeKeys: undefined,
        permission: ['account:logging:list'],
      },
      {
        name: 'action',
        label: '操作',
        type: 'select',
        rangeKeys: undefined,
        permission: ['account:logging:list'],
      },
      {
        name: 'resource',
        label: '操作对象',
        type: 'text',
        rangeKeys: undefined,
        permission: ['account:logging:list'],
      },
      {
        name: 'row_id',
        label: '数据ID',
        type: 'number',
        rangeKeys: undefined,
        permission: ['account:logging:list'],
      },
      {
        name: 'create_time',
        label: '操作时间',
        type: 'date-range',
        rangeKeys: ['create_time_start', 'create_time_end'],
        permission: ['account:logging:list'],
      },
    ]);
    expect(searchFieldsOf(roleResource).map((f) => f.name)).toEqual(['name']);
  });

  it('offers code labels, 是/否 for booleans and a lower and upper bound for a money range', () => {
    const fields = searchFieldsOf(parkingFeeFixture);
    expect(fields.map((f) => [f.name, f.type])).toEqual([
      ['plate', 'text'],
      ['car_type', 'select'],
      ['amount_start', 'custom'],
      ['amount_end', 'custom'],
      ['paid', 'select'],
      ['visits', 'number'],
      ['entry_time', 'date-range'],
    ]);
    expect(fields[1]!.options?.map((o) => o.label)).toEqual(['临时车', '月卡车', 'VIP', '储值车']);
    expect(fields[4]!.options).toEqual([
      { label: '是', value: 1 },
      { label: '否', value: 0 },
    ]);
    expect(fields[2]!.label).toBe('应收金额起');
  });
});

describe('resourceColumns', () => {
  const row = {
    id: 1,
    plate: '粤B12345',
    car_type: 2,
    amount: 1234,
    paid: 1,
    visits: 3,
    entry_time: 1_700_000_000,
  };

  it('renders money as yuan, codes as tags, booleans as 是/否 and times in China time', () => {
    const columns = resourceColumns(parkingFeeFixture, undefined);
    expect(columns.map((c) => c.title)).toEqual([
      '车牌号',
      '车辆类型',
      '应收金额',
      '已支付',
      '次数',
      '入场时间',
    ]);
    render(
      <div>
        {columns.map((c) => (
          <span key={c.key}>{c.render?.(row[c.key as keyof typeof row], row, 0) as React.ReactNode}</span>
        ))}
      </div>,
    );
    for (const text of ['粤B12345', '月卡车', '￥12.34', '是', '3', '2023-11-15 06:13:20']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it('sorts only sortable fields and shows the default sort until another is chosen', () => {
    const byDefault = resourceColumns(parkingFeeFixture, undefined);
    expect(byDefault.filter((c) => c.sorter).map((c) => c.key)).toEqual(['entry_time']);
    expect(byDefault.find((c) => c.key === 'entry_time')?.sortOrder).toBe('descend');
    const chosen = resourceColumns(parkingFeeFixture, { field: 'entry_time', order: 'asc' });
    expect(chosen.find((c) => c.key === 'entry_time')?.sortOrder).toBe('ascend');
  });

  it('applies per-column overrides', () => {
    const columns = resourceColumns(parkingFeeFixture, undefined, { amount: { width: 120, title: '金额' } });
    expect(columns.find((c) => c.key === 'amount')).toMatchObject({ width: 120, title: '金额' });
  });
});
