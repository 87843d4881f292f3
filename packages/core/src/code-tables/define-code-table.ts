/**
 * One shape for every code table: a list of entries, each with the wire value, the Chinese label
 * and the antd Tag colour, plus the fallback shown for a value the table does not know.
 * Tables are plain data so the server (validation, OpenAPI enums) and the web (Select options,
 * Tag renderers) read the same definition.
 */

/** antd status colours, preset colours and hex colours; typed here because core imports no antd. */
export type TagStatusColor = 'success' | 'processing' | 'error' | 'warning' | 'default';
export type TagPresetColor =
  | 'blue'
  | 'cyan'
  | 'geekblue'
  | 'gold'
  | 'green'
  | 'lime'
  | 'magenta'
  | 'orange'
  | 'purple'
  | 'red'
  | 'volcano';
export type TagColor = TagStatusColor | TagPresetColor | `#${string}`;

export type CodeValue = string | number;

export interface CodeTag {
  readonly label: string;
  readonly color: TagColor;
}

export interface CodeEntry<V extends CodeValue = CodeValue> extends CodeTag {
  readonly value: V;
}

export interface CodeTable<E extends CodeEntry = CodeEntry> {
  readonly entries: readonly E[];
  /** Shown for a value that is present but not in the table. */
  readonly fallback: CodeTag;
}

/** The union of a table's values, e.g. `CodeValueOf<typeof CAR_TYPE>` is `1 | 2 | 3 | 4`. */
export type CodeValueOf<T extends CodeTable> = T['entries'][number]['value'];

/** Shown when the value itself is missing: the same placeholder as the formatters use. */
export const EMPTY_CODE_TAG: CodeTag = { label: '-', color: 'default' };

const UNKNOWN_CODE_TAG: CodeTag = { label: '未知', color: 'default' };

export interface AntdOption<V extends CodeValue = CodeValue> {
  label: string;
  value: V;
}

/**
 * Declares a table; `const` keeps the literal values so `CodeValueOf` is a precise union.
 * Duplicate values are a programming error and throw at module load, not at render time.
 */
export function defineCodeTable<const E extends CodeEntry>(
  entries: readonly E[],
  fallback: CodeTag = UNKNOWN_CODE_TAG,
): CodeTable<E> {
  const seen = new Set<string>();
  for (const entry of entries) {
    const key = String(entry.value);
    if (seen.has(key)) throw new Error(`code table has duplicate value ${key}`);
    seen.add(key);
  }
  return { entries, fallback };
}

function isMissing(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/**
 * Finds the entry for a value. Values from URLs and form fields arrive as strings, so '1' finds
 * the entry whose value is 1; anything that is not a string or number finds nothing.
 */
export function entryOf<E extends CodeEntry>(table: CodeTable<E>, value: unknown): E | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const key = String(value);
  return table.entries.find((entry) => String(entry.value) === key);
}

/** True when the value belongs to the table (string forms of numeric values included). */
export function isCodeOf<E extends CodeEntry>(table: CodeTable<E>, value: unknown): boolean {
  return entryOf(table, value) !== undefined;
}

/** Label and colour for a Tag: '-' when the value is missing, the table's fallback when unknown. */
export function tagOf(table: CodeTable, value: unknown): CodeTag {
  if (isMissing(value)) return EMPTY_CODE_TAG;
  const entry = entryOf(table, value);
  return entry ? { label: entry.label, color: entry.color } : table.fallback;
}

export function labelOf(table: CodeTable, value: unknown): string {
  return tagOf(table, value).label;
}

/** Options for an antd Select, in table order. */
export function optionsOf<E extends CodeEntry>(table: CodeTable<E>): AntdOption<E['value']>[] {
  return table.entries.map((entry) => ({ label: entry.label, value: entry.value }));
}
