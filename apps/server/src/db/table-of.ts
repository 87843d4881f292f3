import type { CodeField, CodesField, CodeValueOf, FieldDef, RefField, TextField } from '@console/core';
import type { Generated } from 'kysely';

/**
 * What a field's column holds, by kind: text kinds as strings, codes as their table's value type,
 * a list of ids or codes as JSON text, and every number (money in fen, times in seconds, 0/1 flags,
 * a single reference) as an integer. The definition-columns test checks the same mapping against
 * the migrated database on both dialects.
 */
export type ColumnOf<F extends FieldDef> =
  F extends CodeField<infer T>
    ? CodeValueOf<T> extends number
      ? number
      : string
    : F extends CodesField | TextField | RefField<true>
      ? string
      : number;

/**
 * How a table stores a definition's fields, which the definition cannot say: which fields are not
 * columns (joined names, module-computed values), which columns may be NULL and which the database
 * fills when an insert leaves them out. A form's `required` is not the column's NOT NULL (a
 * non-required field often has a default), and `virtual` is a runtime flag the type does not keep.
 */
export interface Storage {
  virtual?: string;
  nullable?: string;
  generated?: string;
}

type Named<S extends Storage, K extends keyof Storage> = S extends Record<K, infer N> ? N : never;

/**
 * The Kysely table type of a resource, derived from its definition: one column per stored field at
 * the type its kind stores, plus the generated id. Columns outside the definition (an owner column,
 * a hash, a foreign key the screen never shows) are added by intersection where the table is declared.
 */
export type TableOf<R extends { fields: Readonly<Record<string, FieldDef>> }, S extends Storage = object> = {
  -readonly [K in Exclude<keyof R['fields'] & string, Named<S, 'virtual'>>]: K extends Named<S, 'generated'>
    ? Generated<ColumnOf<R['fields'][K]>>
    : K extends Named<S, 'nullable'>
      ? ColumnOf<R['fields'][K]> | null
      : ColumnOf<R['fields'][K]>;
} & { id: Generated<number> };
