import { sql, type RawBuilder } from 'kysely';

/** LIKE wildcards in user input are escaped, so "50%" searches for "50%" and not "50 then anything". */
export function likePattern(text: string, mode: 'contains' | 'prefix' = 'contains'): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return mode === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}

/** `column LIKE pattern ESCAPE '\'`, written the same way for SQLite and PostgreSQL. */
export function likeExpr(
  column: string,
  text: string,
  mode: 'contains' | 'prefix' = 'contains',
): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} like ${likePattern(text, mode)} escape '\\'`;
}
