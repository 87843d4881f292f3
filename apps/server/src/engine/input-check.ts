import {
  actionInput,
  ApiCode,
  validateActionInput,
  validateInput,
  writableFields,
  type ActionDef,
  type AnyResource,
  fieldHint,
  type FieldDef,
  type FieldError,
} from '@console/core';
import { AppError } from '../http/app-error.js';
import type { Row } from './engine-types.js';

/**
 * The field rules beyond the JSON schema (plate, mobile, password, catalogue codes), with the
 * forms' Chinese messages. A password that breaks the rule answers 1434 like the password change.
 */
export function checkInput(resource: AnyResource, body: Row, mode: 'create' | 'update'): void {
  refuse(validateInput(resource, body, mode), resource.fields);
}

/** An action's declared input, trimmed and checked by the same rules; what the action goes on with. */
export function checkActionInput(action: Pick<ActionDef, 'input'>, body: Row): Row {
  const values = actionInput(action, body);
  refuse(validateActionInput(action, values), action.input ?? {});
  return values;
}

// The hint names the field by its label (the message usually does too; a catalogue code's does not).
function refuse([first]: FieldError[], fields: Readonly<Record<string, FieldDef>>): void {
  if (!first) return;
  const code = first.kind === 'password' ? ApiCode.PASSWORD_RULE : ApiCode.VALIDATION;
  throw new AppError(code, first.message, fieldHint(fields[first.field], first.field, first.value));
}

/** The stored, writable fields the body carries: the only columns a generic write touches. */
export function columnValues(resource: AnyResource, body: Row, mode: 'create' | 'update'): Row {
  const values: Row = {};
  for (const name of writableFields(resource.fields, mode)) {
    if (resource.fields[name]?.virtual || body[name] === undefined) continue;
    values[name] = body[name];
  }
  return values;
}

/** Engine-stamped times: a field named create_time or update_time is set on the writes it names. */
export function stampTimes(resource: AnyResource, values: Row, now: number, mode: 'create' | 'update'): Row {
  const stamped = { ...values };
  if (mode === 'create' && resource.fields.create_time) stamped.create_time = now;
  if (resource.fields.update_time) stamped.update_time = now;
  return stamped;
}
