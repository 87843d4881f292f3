import type { TableColumnType } from 'antd';
import type { PermissionCodes } from '../permission';

/** An antd column with a stable key (column settings are saved by key) and an optional permission. */
export type DataColumn<T> = TableColumnType<T> & {
  key: string;
  /** Hidden unless one of these codes is held. */
  permission?: PermissionCodes;
  /** Starts hidden; the user can show it in 列设置. */
  defaultHidden?: boolean;
  /** Name in 列设置 when the title is not plain text. */
  settingsTitle?: string;
};

export interface RowAction<T> {
  key: string;
  label: string;
  /** Hidden unless one of these codes is held. */
  permission?: PermissionCodes;
  danger?: boolean;
  /** Asked before onClick runs; a danger action without it asks 确定要{label}吗？ */
  confirm?: string;
  /** Per row: false hides the action for that row. */
  visible?(row: T): boolean;
  /** A returned promise keeps the confirmation busy until it settles. */
  onClick(row: T): void | Promise<unknown>;
}

/** What the pager reports (spec 01 section 2): 1-based page index and page size. */
export interface PageChange {
  pageIndex: number;
  pageSize: number;
}
