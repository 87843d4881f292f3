import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../api/envelope.js';
import { ALL_PERMISSION_CODES } from '../permissions/catalogue.js';
import {
  isTenantScoped,
  LOT_LINK_PARAM,
  parkColumnOf,
  REQUEST_ID_FIELD,
  REQUEST_ID_MAX_LENGTH,
  sortableFields,
  writableFields,
  type ActionDef,
  type AnyResource,
} from './define-resource.js';
import type { FieldDef, SearchMode } from './field-types.js';

/** The JSON-schema subset we generate: plain data, so Fastify, OpenAPI and forms read the same contract. */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean';
  title?: string;
  description?: string;
  /** OpenAPI 3.0's way to admit null beside the type (an optional column never written). */
  nullable?: boolean;
  /** Documentation only (`binary` for a file download); answers are never checked against it. */
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  /** false: nothing undeclared; a schema: every undeclared property's value (a map keyed by name). */
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: readonly (string | number)[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  default?: unknown;
}

const ID: JsonSchema = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER };
const MAX_IDS = 200;

/** The schema of one field's value; `required` strings must also be non-empty. */
export function fieldSchema(def: FieldDef): JsonSchema {
  const title = def.label;
  switch (def.kind) {
    case 'text':
    case 'plate':
    case 'mobile':
    case 'area':
    case 'image':
    case 'file':
    case 'password':
      return { type: 'string', title, maxLength: def.maxLength, ...(def.required && { minLength: 1 }) };
    case 'money':
    case 'integer':
    case 'time':
      return { type: 'integer', title, minimum: def.minimum, maximum: def.maximum };
    case 'code': {
      const values = def.table.entries.map((entry) => entry.value);
      const numeric = values.every((value) => typeof value === 'number');
      const textual = values.every((value) => typeof value === 'string');
      // Mixed tables get no type, so a query string '1' is not coerced into the wrong one.
      const type = numeric ? 'integer' : textual ? 'string' : undefined;
      return { ...(type && { type }), title, enum: values };
    }
    case 'codes': {
      const values = def.table.entries.map((entry) => entry.value);
      return { type: 'array', title, items: { enum: values }, uniqueItems: true, maxItems: values.length };
    }
    case 'boolean':
      return { type: 'integer', title, enum: [0, 1] };
    case 'ref':
    case 'park':
      return def.multiple
        ? { type: 'array', title, items: ID, uniqueItems: true, maxItems: MAX_IDS }
        : { ...ID, title };
    case 'tags':
      return {
        type: 'array',
        title,
        items: { type: 'string', minLength: 1, maxLength: def.maxLength },
        uniqueItems: true,
        maxItems: def.maxItems,
      };
    case 'permissions':
      return {
        type: 'array',
        title,
        items: { type: 'string', maxLength: 96 },
        uniqueItems: true,
        maxItems: ALL_PERMISSION_CODES.length,
      };
  }
}

function bodyProperties(resource: AnyResource, mode: 'create' | 'update'): Record<string, JsonSchema> {
  const properties: Record<string, JsonSchema> = {};
  for (const name of writableFields(resource.fields, mode)) {
    const def = resource.fields[name];
    if (def) properties[name] = fieldSchema(def);
  }
  return properties;
}

/** POST {base}/create: the writable fields; a tenant-scoped resource may name a merchant below the caller's. */
export function createBodySchema(resource: AnyResource): JsonSchema {
  const properties = bodyProperties(resource, 'create');
  // A row of a park belongs to the park's merchant, so only other tenant rows may name one.
  if (isTenantScoped(resource) && parkColumnOf(resource) !== 'park_id')
    properties.merchant_id = { ...ID, title: '所属商户' };
  const required = writableFields(resource.fields, 'create').filter(
    (name) => resource.fields[name]?.required,
  );
  return { type: 'object', properties, required, additionalProperties: false };
}

/** PUT {base}/update: the id, and only the fields that change. */
export function updateBodySchema(resource: AnyResource): JsonSchema {
  return {
    type: 'object',
    properties: { id: ID, ...bodyProperties(resource, 'update') },
    required: ['id'],
    additionalProperties: false,
  };
}

/** detail, delete and action calls name one row; an action may add its own object schema's fields. */
export function idSchema(extra?: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: { id: ID, ...extra?.properties },
    required: ['id', ...(extra?.required ?? [])],
    ...(extra?.additionalProperties === false && { additionalProperties: false }),
  };
}

/**
 * PUT {base}/<action>: the id and the action's declared input (required ones required); a handler's
 * own extra schema joins it for what a definition cannot say. Declared input admits nothing else.
 */
export function actionBodySchema(
  action: Pick<ActionDef, 'input' | 'requestId'>,
  extra?: JsonSchema,
): JsonSchema {
  const input = Object.entries(action.input ?? {});
  if (input.length === 0 && !action.requestId) return idSchema(extra);
  const properties: Record<string, JsonSchema> = { ...extra?.properties };
  for (const [name, def] of input) properties[name] = fieldSchema(def);
  // A retried request names the same id, so the handler finds its first answer instead of acting twice.
  if (action.requestId)
    properties[REQUEST_ID_FIELD] = {
      type: 'string',
      minLength: 8,
      maxLength: REQUEST_ID_MAX_LENGTH,
      title: '请求编号',
    };
  const required = [
    ...input.filter(([, def]) => def.required).map(([name]) => name),
    ...(action.requestId ? [REQUEST_ID_FIELD] : []),
    ...(extra?.required ?? []),
  ];
  return idSchema({ type: 'object', properties, required, additionalProperties: false });
}

/** One query parameter of a list's search; a range field gives two, `{field}_start` and `{field}_end`. */
export interface SearchParam {
  param: string;
  field: string;
  mode: SearchMode;
  bound?: 'start' | 'end';
}

export function searchParams(resource: AnyResource): SearchParam[] {
  const params: SearchParam[] = [];
  for (const [field, def] of Object.entries(resource.fields)) {
    const mode = def.search;
    if (!mode) continue;
    if (mode === 'range') {
      params.push({ param: `${field}_start`, field, mode, bound: 'start' });
      params.push({ param: `${field}_end`, field, mode, bound: 'end' });
    } else {
      params.push({ param: field, field, mode });
    }
  }
  return params;
}

function searchSchema(def: FieldDef): JsonSchema {
  const { minLength: _dropped, ...schema } = fieldSchema(def);
  // A search names one value even when the field holds many (a role among role_ids).
  return schema.type === 'array' && schema.items ? { ...schema.items, title: def.label } : schema;
}

/** GET {base}/list: paging, the declared search parameters, and sorting on sortable fields only. */
export function listQuerySchema(resource: AnyResource): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    page_index: { type: 'integer', title: '页码', minimum: 1, maximum: 100_000, default: 1 },
    page_size: { type: 'integer', title: '每页条数', enum: PAGE_SIZES, default: DEFAULT_PAGE_SIZE },
    sort_by: { type: 'string', title: '排序字段', enum: sortableFields(resource.fields) },
    sort_order: { type: 'string', title: '排序方向', enum: ['asc', 'desc'] },
  };
  for (const { param, field } of searchParams(resource)) {
    const def = resource.fields[field];
    if (def) properties[param] = searchSchema(def);
  }
  // Narrows a scoped list to one tenant inside the caller's scope (a "my ..." screen, one merchant's rows).
  if (isTenantScoped(resource)) properties.merchant_id = { ...ID, title: '所属商户' };
  // The rows that apply at one lot through a link table (see LotLink).
  if (resource.lotLink) properties[LOT_LINK_PARAM] = { ...ID, title: '车场' };
  return { type: 'object', properties };
}
