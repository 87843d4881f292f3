import { isCodeOf } from '../code-tables/define-code-table.js';
import { isPermissionCode } from '../permissions/catalogue.js';
import { writableFields, type ActionDef, type AnyResource } from './define-resource.js';
import type { FieldDef, FieldKind } from './field-types.js';
import { hasControlChar } from './wire-check.js';

export interface FieldError {
  field: string;
  kind: FieldKind;
  /** Chinese, ready to show beside the field or as the error message. */
  message: string;
  /** The offending element of a list value (an unknown permission code), for the error hint. */
  value?: string;
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

const CHOSEN: readonly FieldKind[] = [
  'code',
  'codes',
  'boolean',
  'ref',
  'park',
  'area',
  'image',
  'file',
  'permissions',
];

/** 请输入 or 请选择 plus the label: what a required field says when empty, in forms and on the server. */
export function requiredMessage(def: Pick<FieldDef, 'kind' | 'label'>): string {
  return `${CHOSEN.includes(def.kind) ? '请选择' : '请输入'}${def.label}`;
}

function checkValue(name: string, def: FieldDef, value: unknown): FieldError | undefined {
  const error = (message: string, offending?: string): FieldError => ({
    field: name,
    kind: def.kind,
    message,
    ...(offending !== undefined && { value: offending }),
  });
  switch (def.kind) {
    case 'code':
      return isCodeOf(def.table, value) ? undefined : error(`请选择正确的${def.label}`);
    case 'money':
    case 'integer':
    case 'time':
    case 'boolean':
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || Object.is(value, -0))
        return error(`${def.label}必须是整数`);
      if (def.kind === 'boolean') return value === 0 || value === 1 ? undefined : error(`请选择${def.label}`);
      return value < def.minimum || value > def.maximum ? error(`${def.label}超出允许范围`) : undefined;
    case 'ref':
    case 'park': {
      const ids = Array.isArray(value) ? value : [value];
      const bad = ids.find((id) => typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1);
      return bad === undefined ? undefined : error(`请选择正确的${def.label}`, String(bad));
    }
    case 'codes': {
      // An empty list is "nothing chosen", which a required field refuses like an empty value.
      if (!Array.isArray(value) || (def.required && value.length === 0)) return error(requiredMessage(def));
      const bad = value.find((code) => !isCodeOf(def.table, code));
      return bad === undefined ? undefined : error(`请选择正确的${def.label}`, String(bad));
    }
    case 'permissions': {
      if (!Array.isArray(value)) return error(`请选择${def.label}`);
      const bad = value.find((code) => typeof code !== 'string' || !isPermissionCode(code));
      return bad === undefined ? undefined : error('权限标识不存在', String(bad));
    }
    case 'tags': {
      if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string'))
        return error(`请输入${def.label}`);
      if (value.length > def.maxItems) return error(`${def.label}最多 ${def.maxItems} 个`);
      for (const entry of value as string[]) {
        if ([...entry].length > def.maxLength)
          return error(`${def.label}每项最多 ${def.maxLength} 个字符`, entry);
        const failed = def.validators.find((validator) => !validator.test(entry));
        if (failed) return error(failed.message, entry);
      }
      return undefined;
    }
    default: {
      if (typeof value !== 'string') return error(`${def.label}必须是文本`);
      if (hasControlChar(value)) return error(`${def.label}不能包含控制字符`);
      if ([...value].length > def.maxLength) return error(`${def.label}最多 ${def.maxLength} 个字符`);
      const failed = def.validators.find((validator) => !validator.test(value));
      return failed ? error(failed.message) : undefined;
    }
  }
}

/**
 * Checks a create or update body field by field with the same rules the forms show, so the server
 * and the web give the same Chinese message. Only writable fields are looked at; an update checks
 * only what it carries. Empty optional values pass: clearing an optional field is allowed.
 */
export function validateInput(
  resource: Pick<AnyResource, 'fields'>,
  body: Readonly<Record<string, unknown>>,
  mode: 'create' | 'update',
): FieldError[] {
  const errors: FieldError[] = [];
  for (const name of writableFields(resource.fields, mode)) {
    const def = resource.fields[name];
    if (!def) continue;
    const value = body[name];
    if (isMissing(value)) {
      // On update an absent or empty write-only field (a password) means "unchanged".
      const required = def.required && (mode === 'create' || (value !== undefined && !def.writeOnly));
      if (required) errors.push({ field: name, kind: def.kind, message: requiredMessage(def) });
      continue;
    }
    const error = checkValue(name, def, value);
    if (error) errors.push(error);
  }
  return errors;
}

/**
 * The declared input of an action, as it will be used: strings trimmed (a reason of only spaces is
 * no reason), undeclared keys dropped.
 */
export function actionInput(
  action: Pick<ActionDef, 'input'>,
  body: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(action.input ?? {})) {
    const value = body[name];
    if (value !== undefined) values[name] = typeof value === 'string' ? value.trim() : value;
  }
  return values;
}

/** Checks an action's input (after actionInput) with the forms' rules and messages. */
export function validateActionInput(
  action: Pick<ActionDef, 'input'>,
  values: Readonly<Record<string, unknown>>,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const [name, def] of Object.entries(action.input ?? {})) {
    const value = values[name];
    if (isMissing(value)) {
      if (def.required) errors.push({ field: name, kind: def.kind, message: requiredMessage(def) });
      continue;
    }
    const error = checkValue(name, def, value);
    if (error) errors.push(error);
  }
  return errors;
}
