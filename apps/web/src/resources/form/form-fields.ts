import {
  fieldsShown,
  requiredMessage,
  toAntdRule,
  writableFields,
  type AnyResource,
  type FieldDef,
} from '@console/core';
import type { FormRule } from 'antd';

export type FormMode = 'create' | 'edit';

/** One field of a resource form as this mode shows it. */
export interface FormFieldSpec {
  name: string;
  def: FieldDef;
  label: string;
  required: boolean;
  /** Immutable fields are shown but locked when editing. */
  disabled: boolean;
}

const TEXTUAL: readonly FieldDef['kind'][] = ['text', 'plate', 'mobile', 'area', 'image', 'file', 'password'];

export function isTextual(def: FieldDef): boolean {
  return TEXTUAL.includes(def.kind);
}

/**
 * The form fields of a definition in declaration order: shown in forms and not read-only. A password
 * is asked for when creating; when editing it becomes an optional 重置密码 that changes nothing when
 * left empty (the server reads an empty write-only field as "unchanged").
 */
export function formFieldsOf(resource: AnyResource, mode: FormMode): FormFieldSpec[] {
  return fieldsShown(resource.fields, 'form').flatMap((name) => {
    const def = resource.fields[name];
    if (!def || def.readOnly) return [];
    if (def.kind === 'password' && mode === 'edit') {
      return [{ name, def, label: '重置密码', required: false, disabled: false }];
    }
    return [
      { name, def, label: def.label, required: def.required, disabled: mode === 'edit' && def.immutable },
    ];
  });
}

/** The same checks, in the same words, as the server's validateInput: required, length, validators. */
export function rulesOf(spec: FormFieldSpec): FormRule[] {
  const { def } = spec;
  const rules: FormRule[] = [];
  if (spec.required) {
    // `whitespace` only on text: any key beside required makes the validator type the value as a
    // string, and a filled number, code or time would then fail with the "required" message.
    rules.push({
      required: true,
      message: requiredMessage(def),
      ...(isTextual(def) && { whitespace: true }),
      // Several codes: an empty list is "nothing chosen".
      ...(def.kind === 'codes' && { type: 'array' as const }),
    });
  }
  if (isTextual(def) && 'maxLength' in def) {
    const max = def.maxLength;
    rules.push({
      // Counted in characters as the server counts them, not UTF-16 units.
      validator: (_rule, value: unknown) =>
        typeof value === 'string' && [...value].length > max
          ? Promise.reject(new Error(`${def.label}最多 ${max} 个字符`))
          : Promise.resolve(),
    });
  }
  if (def.kind === 'tags') {
    // Each entry is checked on its own, with the message naming it, as the server does.
    rules.push({
      validator: (_rule, value: unknown) => {
        const entries = Array.isArray(value) ? value.map(String) : [];
        if (entries.length > def.maxItems)
          return Promise.reject(new Error(`${def.label}最多 ${def.maxItems} 个`));
        for (const entry of entries) {
          const failed = def.validators.find((validator) => !validator.test(entry));
          if (failed) return Promise.reject(new Error(`${failed.message}：${entry}`));
        }
        return Promise.resolve();
      },
    });
    return rules;
  }
  rules.push(...def.validators.map((validator) => toAntdRule(validator)));
  return rules;
}

/** The body of POST create or PUT update: writable fields only, text trimmed (passwords as typed). */
export function bodyOf(
  resource: AnyResource,
  mode: FormMode,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of writableFields(resource.fields, mode === 'create' ? 'create' : 'update')) {
    const def = resource.fields[name];
    const value = values[name];
    if (!def || value === undefined) continue;
    body[name] = typeof value === 'string' && def.kind !== 'password' ? value.trim() : value;
  }
  return body;
}

/** The form's starting values from a row (edit) or nothing (create); passwords always start empty. */
export function initialValuesOf(
  fields: readonly FormFieldSpec[],
  row: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { name, def } of fields) {
    if (def.kind === 'permissions' || def.kind === 'tags') values[name] = row?.[name] ?? [];
    else if (row && def.kind !== 'password') values[name] = row[name] ?? undefined;
  }
  return values;
}
