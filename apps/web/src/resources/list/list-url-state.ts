import { DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES, type SortOrder } from '@console/core';
import dayjs from 'dayjs';
import type { PageChange } from '../../widgets/data-table';
import type { SearchField, SearchValues } from '../../widgets/search-form';
import type { SortState } from './resource-columns';

/** What a list screen shows: its conditions, its page and its sort. */
export interface ListState {
  search: SearchValues;
  page: PageChange;
  sort?: SortState;
}

export const INITIAL_LIST_STATE: ListState = {
  search: {},
  page: { pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE },
};

const PAGING_KEYS = ['page_index', 'page_size', 'sort_by', 'sort_order'] as const;

/** The query parameters one search field owns: a date range sent as two keys owns both. */
function keysOf(field: SearchField): readonly string[] {
  return field.type === 'date-range' && field.rangeKeys ? field.rangeKeys : [field.name];
}

const isInteger = (text: string) => /^-?\d+$/.test(text);

/** A URL value at the type the form and the request use: numbers stay numbers, option values match. */
function parseValue(field: SearchField, text: string): unknown {
  switch (field.type) {
    case 'text':
      return text;
    case 'select':
      return field.options?.find((option) => String(option.value) === text)?.value;
    case 'custom':
      // Ids and amounts in fen are integers; anything else (a text key) stays as written.
      return isInteger(text) ? Number(text) : text;
    default:
      return Number.isFinite(Number(text)) ? Number(text) : undefined;
  }
}

/**
 * Reads a list's state from the address (issue 14: a reload or a shared link shows the same rows).
 * Unknown keys are ignored, and a value a field cannot take (a removed option) is dropped.
 */
export function readListState(params: URLSearchParams, fields: readonly SearchField[]): ListState {
  const search: SearchValues = {};
  for (const field of fields) {
    if (field.type === 'date-range' && !field.rangeKeys) {
      const pair = params.getAll(field.name).map(Number);
      if (pair.length === 2 && pair.every(Number.isFinite)) search[field.name] = pair;
      continue;
    }
    for (const key of keysOf(field)) {
      const text = params.get(key);
      const value = text === null || text === '' ? undefined : parseValue(field, text);
      if (value !== undefined) search[key] = value;
    }
  }
  const pageIndex = Number(params.get('page_index'));
  const pageSize = Number(params.get('page_size'));
  const sortBy = params.get('sort_by');
  const sortOrder = params.get('sort_order');
  return {
    search,
    page: {
      pageIndex: Number.isInteger(pageIndex) && pageIndex > 0 ? pageIndex : 1,
      pageSize: (TABLE_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    },
    ...(sortBy &&
      (sortOrder === 'asc' || sortOrder === 'desc') && {
        sort: { field: sortBy, order: sortOrder as SortOrder },
      }),
  };
}

/**
 * The address with the list's state written in: the list's own keys are replaced and every other
 * parameter (a lot page's id) is kept. Defaults are left out, so an untouched list has a clean URL.
 */
export function writeListState(
  params: URLSearchParams,
  fields: readonly SearchField[],
  state: ListState,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...PAGING_KEYS, ...fields.flatMap(keysOf)]) next.delete(key);
  for (const [key, value] of Object.entries(state.search)) {
    if (Array.isArray(value)) value.forEach((item) => next.append(key, String(item)));
    else if (value !== undefined && value !== null && value !== '') next.set(key, String(value));
  }
  if (state.page.pageIndex !== 1) next.set('page_index', String(state.page.pageIndex));
  if (state.page.pageSize !== DEFAULT_PAGE_SIZE) next.set('page_size', String(state.page.pageSize));
  if (state.sort) {
    next.set('sort_by', state.sort.field);
    next.set('sort_order', state.sort.order);
  }
  return next;
}

/** Search values back to what the form's controls hold: dates as dayjs, ranges as a pair of them. */
export function formValuesOf(fields: readonly SearchField[], search: SearchValues): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.type === 'date-range') {
      const [start, end] = field.rangeKeys
        ? field.rangeKeys.map((key) => search[key])
        : ((search[field.name] as unknown[] | undefined) ?? []);
      if (typeof start === 'number' && typeof end === 'number') {
        values[field.name] = [dayjs.unix(start), dayjs.unix(end)];
      }
    } else if (field.type === 'date') {
      const second = search[field.name];
      if (typeof second === 'number') values[field.name] = dayjs.unix(second);
    } else if (search[field.name] !== undefined) {
      values[field.name] = search[field.name];
    }
  }
  return values;
}
