import type { TableColumnType } from 'antd';
import type { RowAction } from './types';

/** A column that names no width counts as this much when the table works out its scroll width. */
export const DEFAULT_COLUMN_WIDTH = 140;
const CELL_PADDING = 32; // antd's 16 px either side
const CHAR = 14; // one Chinese character at the table's 14 px
const LINK_PADDING = 14; // a small link button's 7 px either side
const MORE_LINK = 64; // 更多 and its arrow

/** Wide enough for the visible row actions as links, plus 更多 when some fold away. */
export function actionsWidthOf<T>(actions: readonly RowAction<T>[], max: number): number {
  const links = actions
    .slice(0, max)
    .reduce((sum, action) => sum + action.label.length * CHAR + LINK_PADDING, 0);
  return links + (actions.length > max ? MORE_LINK : 0) + CELL_PADDING;
}

/**
 * The columns laid out for a table wider than its box: columns fixed left move to the front (antd
 * draws a fixed column in place, so one in the middle would cover its neighbours), and the scroll
 * width is the sum of the widths, so the table scrolls inside its box instead of squeezing columns
 * or pushing the page sideways.
 */
export function layoutColumns<T>(columns: readonly TableColumnType<T>[]) {
  const left = columns.filter((column) => column.fixed === 'left' || column.fixed === true);
  const rest = columns.filter((column) => !left.includes(column));
  const ordered = [...left, ...rest];
  const scrollX = ordered.reduce(
    (sum, column) => sum + (typeof column.width === 'number' ? column.width : DEFAULT_COLUMN_WIDTH),
    0,
  );
  return { columns: ordered, scrollX };
}
