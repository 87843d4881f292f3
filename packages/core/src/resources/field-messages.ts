import type { FieldDef } from './field-types.js';

/**
 * Messages that name a field speak its Chinese label, never its wire name: a person reads
 * "账号 clerk 已存在", not "account：clerk". One place, so the unique conflicts and the input checks of
 * every definition say it the same way.
 */

/** A value another row already holds (a unique name). */
export function alreadyExistsMessage(label: string, value: unknown): string {
  return `${label} ${String(value)} 已存在`;
}

/** The error hint of a refused input: the field's label, and the offending entry of a list when known. */
export function fieldHint(def: Pick<FieldDef, 'label'> | undefined, name: string, value?: string): string {
  const label = def?.label ?? name;
  return value === undefined ? `字段：${label}` : `${label}：${value}`;
}
