import { answerOf, listPayloadOf, PAGING_HEADER } from '../api/answers.js';
import { s } from '../api/schema.js';
import { fieldsShown, isTenantScoped, parkColumnOf, type AnyResource } from './define-resource.js';
import { SETTINGS_OWNER, settingsFields, type AnySettings } from './define-settings.js';
import { isView, type AnyView } from './define-view.js';
import type { FieldDef } from './field-types.js';
import { fieldSchema, type JsonSchema } from './json-schema.js';

/**
 * The answers of the engine's endpoints, derived from the same definition as their requests, so
 * /api/docs describes both and the server tests can hold every answer to its schema.
 */

const ID: JsonSchema = { type: 'integer', minimum: 1 };

/**
 * A field's value as a row carries it: the type and the allowed values of its input, without the
 * input's length and range limits, and null allowed: a column a form requires may still be empty in
 * a row written another way (provisioning, an import, before the field became required).
 */
export function fieldValueSchema(def: FieldDef): JsonSchema {
  const {
    minLength: _minLength,
    maxLength: _maxLength,
    minimum: _minimum,
    maximum: _maximum,
    maxItems: _maxItems,
    uniqueItems: _uniqueItems,
    ...value
  } = fieldSchema(def);
  // A list's entries keep their type and allowed values, not their input limits.
  if (value.items) {
    const { type, enum: values } = value.items;
    value.items = { ...(type && { type }), ...(values && { enum: values }) };
  }
  return { ...value, nullable: true };
}

/**
 * A row of a list page or a detail. Always there: id (a view's rows may be keyed otherwise), the
 * owning merchant_id of scoped rows, the stored fields shown in that view and the state field
 * actions read. Possibly there: every other readable field of the definition, since a module's row
 * decorator fills virtual fields whatever the view, and the park of park rows. Nothing else, so an
 * undeclared property in an answer fails the server tests.
 */
export function rowSchema(resource: AnyResource, view: 'list' | 'detail'): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: ID };
  const required = isView(resource) ? [] : ['id'];
  if (isTenantScoped(resource)) {
    properties.merchant_id = { ...ID, title: '所属商户', nullable: true };
    required.push('merchant_id');
  }
  const always = fieldsShown(resource.fields, view).filter((name) => !resource.fields[name]?.virtual);
  for (const action of Object.values(resource.actions)) {
    if (action.states && !always.includes(action.states.field)) always.push(action.states.field);
  }
  for (const [name, def] of Object.entries(resource.fields)) {
    if (def.writeOnly) continue;
    properties[name] = { ...fieldValueSchema(def), title: def.label };
    if (always.includes(name)) required.push(name);
  }
  if (parkColumnOf(resource) === 'park_id') properties.park_id ??= { ...ID, title: '车场' };
  return { type: 'object', properties, required, additionalProperties: false };
}

export function listAnswerSchema(resource: AnyResource): JsonSchema {
  return answerOf(listPayloadOf(rowSchema(resource, 'list')));
}

export function detailAnswerSchema(resource: AnyResource): JsonSchema {
  return answerOf(rowSchema(resource, 'detail'));
}

/** POST {base}/create answers the new row's id. */
export const CREATED_ANSWER = answerOf(s.object({ id: s.integer({ title: '新行编号', minimum: 1 }) }));

/** GET {view}/list: the page of rows, and the sums of the totals fields when the view declares any. */
export function viewListAnswerSchema(view: AnyView): JsonSchema {
  const row = rowSchema(view, 'list');
  if (view.view.totals.length === 0) return answerOf(listPayloadOf(row));
  const totals = Object.fromEntries(view.view.totals.map((name) => [name, s.integer()]));
  const page = { row: s.array(row), paging_header: PAGING_HEADER };
  return answerOf(s.object(page, { totals: s.object({}, totals, { title: '合计' }) }));
}

/** GET {settings}/detail as the web app reads it (the owner's id also rides under its own param). */
export interface SettingsDetail {
  merchant_id: number;
  owner_name: string;
  park_name?: string;
  value: Record<string, unknown>;
  update_time: number;
  saved: boolean;
}

/**
 * GET {settings}/detail: the owner, its merchant and name, the document (the defaults until the first
 * save), when it was saved and whether it ever was.
 */
export function settingsAnswerSchema(settings: AnySettings): JsonSchema {
  const { param, label } = SETTINGS_OWNER[settings.owner];
  const fields: Record<string, JsonSchema> = {};
  for (const name of settingsFields(settings)) {
    const def = settings.fields[name];
    if (def) fields[name] = { ...fieldValueSchema(def), title: def.label };
  }
  // A document saved before a field was added lacks it until the next save.
  const value: JsonSchema = {
    type: 'object',
    title: settings.label,
    properties: fields,
    additionalProperties: false,
  };
  return answerOf(
    s.object(
      {
        [param]: { ...ID, title: label },
        merchant_id: { ...ID, title: '所属商户' },
        owner_name: s.string({ title: '所属名称（车场或商户）' }),
        value,
        update_time: s.integer({ title: '保存时间，0 为从未保存' }),
        saved: s.boolean({ title: '是否保存过' }),
      },
      // A lot's document also names the lot the way every lot screen does.
      { park_name: s.string({ title: '车场名称' }) },
    ),
  );
}
