import type { AnyResource, SortOrder } from '@console/core';
import type { SortOrder as AntdSortOrder } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import type { DataColumn } from '../../widgets/data-table';
import { renderFieldValue } from '../render/render-value';
import { keyColumnOf, sizeColumn } from './column-sizing';
import type { ResourceRow } from '../types';

/**
 * Per-column changes by field name: a renderer, a width, anything an antd column takes. Given the
 * row type of a definition (`ColumnsOverride<RowOf<typeof parkResource>>`, which `ResourceListPage`
 * infers from its resource), a renderer gets each value and the row at their wire types.
 */
export type ColumnsOverride<Row extends object = ResourceRow> = {
  // Only the renderer is typed by the row: antd's other row-typed members (title, sorter) stay loose.
  readonly [K in keyof Row]?: Omit<Partial<DataColumn<ResourceRow>>, 'render'> & {
    // A method, so an override typed by one definition's row still fits the loose table columns.
    render?(value: Row[K], row: Row, index: number): ReactNode;
  };
};

export interface SortState {
  field: string;
  order: SortOrder;
}

const TO_ANTD: Record<SortOrder, AntdSortOrder> = { asc: 'ascend', desc: 'descend' };

/**
 * The list columns of a definition, in `list.columns` order, rendered by field kind. Only sortable
 * fields (indexed columns) offer sorting; with no sort chosen the definition's default shows as active.
 */
export function resourceColumns(
  resource: AnyResource,
  sort: SortState | undefined,
  overrides: ColumnsOverride = {},
): DataColumn<ResourceRow>[] {
  const [defaultField, defaultOrder] = resource.list.sort;
  const active = sort ?? { field: defaultField, order: defaultOrder };
  const key = keyColumnOf(resource.list.columns, resource.fields);
  return resource.list.columns.flatMap((name) => {
    const def = resource.fields[name];
    if (!def) return [];
    const column: DataColumn<ResourceRow> = {
      key: name,
      title: def.label,
      dataIndex: name,
      ...sizeColumn(name, def, name === key, (value, row) => renderFieldValue(name, def, value, row)),
    };
    if (def.sortable) {
      column.sorter = true;
      column.sortOrder = active.field === name ? TO_ANTD[active.order] : null;
      // The default column starts from its default order, so its first click always changes something.
      column.sortDirections =
        name === defaultField && defaultOrder === 'desc' ? ['descend', 'ascend'] : ['ascend', 'descend'];
    }
    return [{ ...column, ...overrides[name] }];
  });
}
