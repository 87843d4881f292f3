import type dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { SearchField } from '../../widgets/search-form';
import { formValuesOf, INITIAL_LIST_STATE, readListState, writeListState } from './list-url-state';

const FIELDS: SearchField[] = [
  { name: 'plate', label: '车牌号', type: 'text' },
  {
    name: 'status',
    label: '状态',
    type: 'select',
    options: [
      { label: '在场', value: 1 },
      { label: '离场', value: 0 },
    ],
  },
  {
    name: 'entry_time',
    label: '入场时间',
    type: 'date-range',
    rangeKeys: ['entry_time_start', 'entry_time_end'],
  },
  { name: 'park_id', label: '车场', type: 'custom' },
];

describe('a list state in the address', () => {
  it('round-trips conditions, page and sort, keeping other parameters', () => {
    const state = {
      search: { plate: '粤B', status: 0, entry_time_start: 100, entry_time_end: 200, park_id: 7 },
      page: { pageIndex: 3, pageSize: 50 },
      sort: { field: 'entry_time', order: 'asc' as const },
    };
    const url = writeListState(new URLSearchParams('id=9&status=1'), FIELDS, state);
    expect(url.get('id')).toBe('9');
    expect(url.getAll('status')).toEqual(['0']);
    expect(readListState(url, FIELDS)).toEqual(state);
  });

  it('leaves the defaults out and ignores what no field can take', () => {
    expect(writeListState(new URLSearchParams(), FIELDS, INITIAL_LIST_STATE).toString()).toBe('');
    const read = readListState(
      new URLSearchParams('status=5&page_index=-2&page_size=33&sort_order=up&sort_by=x&unknown=1'),
      FIELDS,
    );
    expect(read).toEqual(INITIAL_LIST_STATE);
  });

  it('gives the form dayjs values for dates', () => {
    const values = formValuesOf(FIELDS, { entry_time_start: 100, entry_time_end: 200, plate: '粤B' });
    expect(values.plate).toBe('粤B');
    expect((values.entry_time as dayjs.Dayjs[]).map((day) => day.unix())).toEqual([100, 200]);
  });
});
