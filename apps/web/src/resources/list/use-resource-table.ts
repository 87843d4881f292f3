import type { AnyResource, RowOf } from '@console/core';
import type { TableProps } from 'antd';
import { useMemo, useState } from 'react';
import type { DataTableProps, PageChange } from '../../widgets/data-table';
import type { SearchValues } from '../../widgets/search-form';
import { useResourceList } from '../api/use-resource-list';
import type { ListParams, ResourceRow } from '../types';
import { resourceColumns, type ColumnsOverride, type SortState } from './resource-columns';
import { formValuesOf } from './list-url-state';
import { searchFieldsOf } from './search-fields';
import { useListState } from './use-list-state';
import { useResourceRowActions, type ActionOverrides, type RowActionOptions } from './use-row-actions';

export interface ResourceTableOptions<Row extends ResourceRow = ResourceRow> extends RowActionOptions {
  columnsOverride?: ColumnsOverride<Row>;
  actionOverrides?: ActionOverrides<Row>;
  /**
   * Filters the screen always sends (a lot page's park_id); their search fields are left out, since
   * the user cannot change them there. The server still scopes every row to the caller.
   */
  fixedParams?: Readonly<Record<string, string | number>>;
  /** False holds the list back until the screen knows its fixed filters (a park still resolving). */
  enabled?: boolean;
  /** Keeps conditions, page and sort in the address (a list screen); a list inside a page holds them. */
  inUrl?: boolean;
}

type TableChange = NonNullable<TableProps<ResourceRow>['onChange']>;

/**
 * The state behind a resource list (search, page, sort) and the props for SearchForm and DataTable,
 * so a screen that lays the list out its own way (a card on a settings page) behaves the same.
 */
export function useResourceTable<R extends AnyResource>(
  resource: R,
  options: ResourceTableOptions<RowOf<R>> = {},
) {
  const { columnsOverride, fixedParams, enabled, inUrl = false, ...actionOptions } = options;
  const searchFields = useMemo(
    () => searchFieldsOf(resource).filter((f) => !fixedParams || !(f.name in fixedParams)),
    [resource, fixedParams],
  );
  const [{ search, page, sort }, update] = useListState(searchFields, inUrl);

  const params = useMemo<ListParams>(
    () => ({
      page_index: page.pageIndex,
      // list-url-state keeps only the table's sizes, which are the API's.
      page_size: page.pageSize as ListParams['page_size'],
      ...search,
      ...fixedParams,
      ...(sort && { sort_by: sort.field, sort_order: sort.order }),
    }),
    [page, search, sort, fixedParams],
  );
  const list = useResourceList(resource, params, { enabled });
  // The form starts from the conditions in the address; read once, as the form keeps its own values.
  const [searchInitialValues] = useState(() => formValuesOf(searchFields, search));
  const columns = useMemo(
    () => resourceColumns(resource, sort, columnsOverride),
    [resource, sort, columnsOverride],
  );
  const { actions: rowActions, dialog: actionDialog } = useResourceRowActions(resource, actionOptions);

  const onSearch = (values: SearchValues) =>
    update((state) => ({ ...state, search: values, page: { ...state.page, pageIndex: 1 } }));
  const setPage = (next: PageChange) => update((state) => ({ ...state, page: next }));
  // The table reports paging here too; DataTable's onPageChange already handles that.
  const onChange: TableChange = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = chosen?.columnKey === undefined ? undefined : String(chosen.columnKey);
    const next: SortState | undefined =
      field && chosen?.order ? { field, order: chosen.order === 'ascend' ? 'asc' : 'desc' } : undefined;
    update((state) => ({ ...state, sort: next, page: { ...state.page, pageIndex: 1 } }));
  };

  const tableProps = {
    rowKey: 'id',
    tableId: resource.key,
    columns,
    dataSource: list.data?.row,
    // A list that reloads itself (report tasks every 2 s) updates its rows in place: the spinner is
    // for the user's own asks (a page, a search), not for every quiet refresh.
    loading:
      list.isFetching && !(resource.list.refreshSeconds && list.isRefetching && !list.isPlaceholderData),
    error: list.error?.message,
    onRetry: () => void list.refetch(),
    total: list.data?.paging_header.total_count ?? 0,
    totalExact: list.data?.paging_header.total_exact ?? true,
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
    onPageChange: setPage,
    onChange,
    rowActions,
  } satisfies DataTableProps<ResourceRow>;

  return { list, params, searchFields, searchInitialValues, onSearch, tableProps, actionDialog };
}
