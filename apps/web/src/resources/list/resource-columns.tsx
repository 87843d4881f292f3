import type { AnyResource, SortOrder } from '@console/core';
import type { SortOrder as AntdSortOrder } from 'antd/es/table/interface';
import type { DataColumn } from '../../widgets/data-table';
import { renderFieldValue } from '../render/render-value';
import type { ResourceRow } from '../types';

/** Per-column changes by field name: a renderer, a width, anything an antd column takes. */
export type ColumnsOverride = Readonly<Record<string, Partial<DataColumn<ResourceRow>>>>;

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
  return resource.list.columns.flatMap((name) => {
    const def = resource.fields[name];
    if (!def) return [];
    const column: DataColumn<ResourceRow> = {
      key: name,
      title: def.label,
      dataIndex: name,
      render: (value: unknown, row) => renderFieldValue(name, def, value, row),
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
