import { DEFAULT_PAGE_SIZE, type AnyResource, type RowOf } from '@console/core';
import type { TableProps } from 'antd';
import { useMemo, useState } from 'react';
import type { DataTableProps, PageChange } from '../../widgets/data-table';
import type { SearchValues } from '../../widgets/search-form';
import { useResourceList } from '../api/use-resource-list';
import type { ListParams, ResourceRow } from '../types';
import { resourceColumns, type ColumnsOverride, type SortState } from './resource-columns';
import { searchFieldsOf } from './search-fields';
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
  const { columnsOverride, fixedParams, enabled, ...actionOptions } = options;
  const [search, setSearch] = useState<SearchValues>({});
  const [page, setPage] = useState<PageChange>({ pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [sort, setSort] = useState<SortState>();

  const params = useMemo<ListParams>(
    () => ({
      page_index: page.pageIndex,
      page_size: page.pageSize,
      ...search,
      ...fixedParams,
      ...(sort && { sort_by: sort.field, sort_order: sort.order }),
    }),
    [page, search, sort, fixedParams],
  );
  const list = useResourceList(resource, params, { enabled });
  const searchFields = useMemo(
    () => searchFieldsOf(resource).filter((f) => !fixedParams || !(f.name in fixedParams)),
    [resource, fixedParams],
  );
  const columns = useMemo(
    () => resourceColumns(resource, sort, columnsOverride),
    [resource, sort, columnsOverride],
  );
  const { actions: rowActions, dialog: actionDialog } = useResourceRowActions(resource, actionOptions);

  const onSearch = (values: SearchValues) => {
    setSearch(values);
    setPage((current) => ({ ...current, pageIndex: 1 }));
  };
  // The table reports paging here too; DataTable's onPageChange already handles that.
  const onChange: TableChange = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = chosen?.columnKey === undefined ? undefined : String(chosen.columnKey);
    setSort(
      field && chosen?.order ? { field, order: chosen.order === 'ascend' ? 'asc' : 'desc' } : undefined,
    );
    setPage((current) => ({ ...current, pageIndex: 1 }));
  };

  const tableProps = {
    rowKey: 'id',
    tableId: resource.key,
    columns,
    dataSource: list.data?.row,
    loading: list.isFetching,
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

  return { list, params, searchFields, onSearch, tableProps, actionDialog };
}
