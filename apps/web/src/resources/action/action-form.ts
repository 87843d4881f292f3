import type { ActionDef } from '@console/core';
import type { FormFieldSpec } from '../form/form-fields';

/** The dialog's fields: the action's declared input, in declaration order, with the form rules of any field. */
export function actionFieldsOf(action: Pick<ActionDef, 'input'>): FormFieldSpec[] {
  return Object.entries(action.input ?? {}).map(([name, def]) => ({
    name,
    def,
    label: def.label,
    required: def.required,
    disabled: false,
  }));
}

/** What is sent: the declared input only, text trimmed (passwords as typed), empty optional text left out. */
export function actionBodyOf(
  action: Pick<ActionDef, 'input'>,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(action.input ?? {})) {
    const value = values[name];
    if (value === undefined || value === null) continue;
    const text = typeof value === 'string' && def.kind !== 'password' ? value.trim() : value;
    if (text !== '') body[name] = text;
  }
  return body;
}

/** What the form starts with: the declared defaults, then the row's values the action prefills. */
export function actionInitialValues(
  action: Pick<ActionDef, 'defaults' | 'prefill'>,
  row: Readonly<Record<string, unknown>> | undefined,
): Record<string, unknown> {
  const values: Record<string, unknown> = { ...action.defaults };
  for (const [input, field] of Object.entries(action.prefill ?? {})) {
    const value = row?.[field];
    if (value !== undefined && value !== null) values[input] = value;
  }
  return values;
}
