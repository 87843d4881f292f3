import type { ReactNode } from 'react';
import type { PermissionCodes } from '../permission';

export type SearchFieldType = 'text' | 'select' | 'date-range' | 'date' | 'number' | 'custom';

export interface SearchOption {
  label: ReactNode;
  value: string | number;
}

export interface SearchField {
  /** The query parameter name, snake_case as on the wire. */
  name: string;
  label: string;
  type: SearchFieldType;
  options?: readonly SearchOption[];
  /** Hidden unless one of these codes is held. */
  permission?: PermissionCodes;
  placeholder?: string;
  /** type 'custom': a control taking value/onChange, placed inside the field's Form.Item. */
  render?: () => ReactNode;
  /** type 'date-range': send start and end as two parameters instead of one [start, end] pair. */
  rangeKeys?: readonly [string, string];
}

/** What onSearch receives: dates as Unix seconds, text trimmed, empty values removed. */
export type SearchValues = Record<string, unknown>;
