import { EMPTY_DISPLAY } from '../format/placeholder.js';
import { fieldText, HIDDEN_DISPLAY, plainText } from '../resources/field-text.js';
import type { FieldDef } from '../resources/field-types.js';
import { auditSubject } from './audit-subjects.js';

/** One line of the 字段 / 修改前 / 修改后 table, as text a person reads. */
export interface AuditChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

// The writers store secrets as this marker; older rows of writers that did not redact still hold
// the value itself, so a secret's name is enough to hide it.
const REDACTED = '[已隐藏]';
const SECRET_NAME = /password|secret|token/i;

type Snapshot = Readonly<Record<string, unknown>>;

/** A stored snapshot (JSON text): a record, or a whole value kept under one `内容` line. */
function parse(text: unknown): Snapshot | undefined {
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { '': text };
  }
  if (value === null) return undefined;
  return typeof value === 'object' && !Array.isArray(value) ? (value as Snapshot) : { '': value };
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function same(left: unknown, right: unknown): boolean {
  return (isEmpty(left) && isEmpty(right)) || JSON.stringify(left) === JSON.stringify(right);
}

function show(name: string, def: FieldDef | undefined, value: unknown): string {
  if (isEmpty(value)) return EMPTY_DISPLAY;
  if (value === REDACTED || SECRET_NAME.test(name)) return HIDDEN_DISPLAY;
  return def ? fieldText(def, value) : plainText(value);
}

/**
 * The changes an audit row records, field by field, in the subject's declaration order: on an
 * update the fields that differ, on a create or delete every field that has a value. Labels and
 * values come from the subject's definition (money in yuan, times, code labels, 是/否); a field
 * no definition names keeps its column name.
 */
export function auditChanges(subjectKey: string, beforeJson: unknown, afterJson: unknown): AuditChange[] {
  const before = parse(beforeJson) ?? {};
  const after = parse(afterJson) ?? {};
  const { fields } = auditSubject(subjectKey);
  const declared = Object.keys(fields);
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort((a, b) => {
    const rank = (name: string) => (declared.includes(name) ? declared.indexOf(name) : declared.length);
    return rank(a) - rank(b);
  });
  return names
    .filter((name) => !same(before[name], after[name]))
    .map((name) => {
      const def = fields[name];
      return {
        field: name,
        label: name === '' ? '内容' : (def?.label ?? name),
        before: show(name, def, before[name]),
        after: show(name, def, after[name]),
      };
    });
}
