import type { SearchParam } from '@console/core';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { DatabaseKind } from '../config.js';
import { likePattern } from '../db/sql-helpers.js';

/**
 * One search parameter as a condition. Text matches ignore case on both databases (SQLite's LIKE
 * already does for ASCII; PostgreSQL needs ILIKE), and % and _ in the input are plain characters.
 */
export function searchCondition(param: SearchParam, value: unknown, kind: DatabaseKind): Expression<SqlBool> {
  const column = sql.ref(param.field);
  switch (param.mode) {
    case 'contains':
    case 'prefix': {
      const pattern = likePattern(String(value), param.mode);
      return kind === 'postgres'
        ? sql<SqlBool>`${column} ilike ${pattern} escape '\\'`
        : sql<SqlBool>`${column} like ${pattern} escape '\\'`;
    }
    case 'eq':
      return sql<SqlBool>`${column} = ${value}`;
    case 'range':
      return param.bound === 'start'
        ? sql<SqlBool>`${column} >= ${value}`
        : sql<SqlBool>`${column} <= ${value}`;
  }
}
