import type { FieldDef } from '@console/core';
import type { ReactNode } from 'react';
import type { DataColumn } from '../../widgets/data-table';
import { HoverTooltip } from '../../widgets/hover-tooltip';
import type { ResourceRow } from '../types';

/** Widths by what a column holds: a time's 19 characters, a plate's 8, a code's tag. */
const WIDTH_BY_KIND: Partial<Record<FieldDef['kind'], number>> = {
  plate: 130,
  time: 180,
  money: 120,
  integer: 110,
  code: 110,
  boolean: 90,
  codes: 200,
  tags: 200,
  permissions: 200,
  mobile: 140,
  image: 100,
  file: 140,
  ref: 180,
  park: 180,
  area: 200,
};

// Text runs as wide as its longest values need, up to a cap; longer text is cut with a tooltip.
function textWidth(maxLength: number): number {
  if (maxLength <= 16) return 130;
  if (maxLength <= 32) return 170;
  if (maxLength <= 64) return 200;
  return 240;
}

const HEADER_CHAR = 14;
const HEADER_EXTRAS = 32 + 24; // cell padding, and the sort arrows

const isPlate = (name: string, def: FieldDef) => def.kind === 'plate' || name === 'plate';

/**
 * The key column of a list: the plate of a car's rows, else the first column (a definition lists the
 * row's name or number first). It stays fixed on the left while the other columns scroll, so every
 * row still says whose it is.
 */
export function keyColumnOf(
  columns: readonly string[],
  fields: Readonly<Record<string, FieldDef>>,
): string | undefined {
  return columns.find((name) => fields[name] && isPlate(name, fields[name])) ?? columns[0];
}

/** Width, ellipsis and the fixed key column of one definition column (issue 14: tables that did not fit). */
export function sizeColumn(
  name: string,
  def: FieldDef,
  isKey: boolean,
  render: (value: unknown, row: ResourceRow) => ReactNode,
): Pick<DataColumn<ResourceRow>, 'width' | 'ellipsis' | 'fixed' | 'render'> {
  const byKind = isPlate(name, def)
    ? WIDTH_BY_KIND.plate!
    : def.kind === 'text'
      ? textWidth(def.maxLength)
      : (WIDTH_BY_KIND[def.kind] ?? 140);
  const width = Math.max(byKind, def.label.length * HEADER_CHAR + HEADER_EXTRAS);
  const long = def.kind === 'text' && !isPlate(name, def) && def.maxLength > 16;
  return {
    width,
    ...(isKey && { fixed: 'left' as const }),
    ...(long
      ? {
          // Cut to one line; the whole text shows on hover (antd's own title would be the browser's).
          ellipsis: { showTitle: false },
          render: (value: unknown, row: ResourceRow) => (
            <HoverTooltip title={typeof value === 'string' ? value : undefined} placement="topLeft">
              {render(value, row)}
            </HoverTooltip>
          ),
        }
      : { render }),
  };
}
