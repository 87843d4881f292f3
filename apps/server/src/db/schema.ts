import type { Generated } from 'kysely';

/**
 * Table types of the whole database, one interface per table, snake_case as on the wire.
 * Time columns are Unix seconds; money columns are integer fen.
 */
export interface SystemMetaTable {
  key: string;
  value: string;
  update_time: number;
}

export interface Database {
  system_meta: SystemMetaTable;
}

export type Id = Generated<number>;
