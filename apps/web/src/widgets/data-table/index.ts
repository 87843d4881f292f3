export { DataTable, type DataTableProps } from './DataTable';
export type { DataColumn, PageChange, RowAction } from './types';
