import { REQUEST_ID_FIELD, type ActionDef } from '@console/core';
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

/**
 * A request id for an action declared with `requestId`: made once when the dialog opens, sent with
 * every submit of it, so a double click or a retry is one request to the server. randomUUID needs a
 * secure context (https or localhost); elsewhere 128 random bits in hex do the same.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The body with the dialog's request id, for an action that declares one; else the body as it is. */
export function withRequestId(
  action: Pick<ActionDef, 'requestId'>,
  body: Record<string, unknown>,
  requestId: string,
): Record<string, unknown> {
  return action.requestId ? { ...body, [REQUEST_ID_FIELD]: requestId } : body;
}
