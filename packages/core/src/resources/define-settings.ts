import type { PermissionCode } from '../permissions/catalogue.js';
import { fieldsShown } from './define-resource.js';
import type { FieldDef, ValueOf } from './field-types.js';
import { fieldSchema, type JsonSchema } from './json-schema.js';
import { validateInput } from './validate-input.js';

/**
 * Who one settings document belongs to. `park`: one document per lot, addressed by `park_id` and
 * seen by whoever sees the lot. `merchant`: the signed-in account's own merchant (its invoice
 * title); no call names the owner, so no one reads or writes another merchant's document.
 * `tenant`: a merchant's document that the tenants above it also keep (a provider's 提现设置 of its
 * merchant): a call may name the merchant by `merchant_id`, which must be the caller's own tenant
 * or one below it; a call naming none is the signed-in merchant's own, as with `merchant`.
 * `station`: one document per charging station, addressed by `station_id`, seen by whoever sees
 * the station's merchant.
 */
export type SettingsOwner = 'park' | 'merchant' | 'tenant' | 'station';

/**
 * The parameter naming the owner of a document and its label, by owner kind. `fromCaller` owners
 * are never named by the caller: the server takes the signed-in merchant. `optional` owners may be
 * named, and are the signed-in merchant when not.
 */
export const SETTINGS_OWNER = {
  park: { param: 'park_id', label: '车场', fromCaller: false, optional: false },
  merchant: { param: 'merchant_id', label: '商户', fromCaller: true, optional: false },
  tenant: { param: 'merchant_id', label: '商户', fromCaller: false, optional: true },
  station: { param: 'station_id', label: '充电站', fromCaller: false, optional: false },
} as const satisfies Record<
  SettingsOwner,
  { param: string; label: string; fromCaller: boolean; optional: boolean }
>;

/** Whether a settings owner's documents live with the merchant (merchant_setting) rather than a lot. */
export function isMerchantOwned(owner: SettingsOwner): boolean {
  return SETTINGS_OWNER[owner].param === 'merchant_id';
}

type Values<F extends Record<string, FieldDef>> = { -readonly [K in keyof F]: ValueOf<F[K]> };

export interface SettingsInput<F extends Record<string, FieldDef>> {
  /** URL segments and audit-log resource: `parking/config/reserve` answers at `/api/parking/config/reserve/detail`. */
  key: string;
  label: string;
  owner: SettingsOwner;
  /** The document's name among its owner's settings (the stored `kind`). */
  kind: string;
  permissions: { detail: PermissionCode; update: PermissionCode };
  /** Other products' codes for the same calls (see AlsoPermitted): a group reads its lot's settings. */
  alsoPermitted?: readonly { detail?: PermissionCode; update?: PermissionCode }[];
  /** Every field is one value of the document, shown in the detail and asked in the form. */
  fields: F;
  /** What an owner that never saved reads; also what a key added later reads until the next save. */
  defaults: Values<F>;
  /** Shown above the form: what these settings do. */
  hint?: string;
  /** A rule across fields the field types cannot say, as a Chinese message (or undefined when fine). */
  check?(values: Values<F>): string | undefined;
}

/** Any settings definition, for the engine and the generic settings page. */
export interface AnySettings {
  kind: string;
  key: string;
  label: string;
  owner: SettingsOwner;
  permissions: { detail: PermissionCode; update: PermissionCode };
  alsoPermitted?: readonly { detail?: PermissionCode; update?: PermissionCode }[];
  fields: Readonly<Record<string, FieldDef>>;
  defaults: Readonly<Record<string, unknown>>;
  hint?: string;
  check?(values: Readonly<Record<string, unknown>>): string | undefined;
}

export interface Settings<F extends Record<string, FieldDef>> extends AnySettings {
  fields: F;
  defaults: Values<F>;
}

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

function fail(key: string, problem: string): never {
  throw new Error(`settings ${key}: ${problem}`);
}

/**
 * Declares one kind of settings document (one per owner, no list): the server derives
 * `GET {key}/detail` and `PUT {key}/update`, the web app one detail-and-edit page. A definition that
 * contradicts itself throws when the module loads.
 */
export function defineSettings<const F extends Record<string, FieldDef>>(
  input: SettingsInput<F>,
): Settings<F> {
  const { key, fields } = input;
  if (!KEY.test(key)) fail(key, 'key must be kebab-case segments joined by /');
  const ownerParam = SETTINGS_OWNER[input.owner].param;
  for (const [name, def] of Object.entries(fields)) {
    if (!/^[a-z][a-z0-9_]*$/.test(name)) fail(key, `field ${name} must be snake_case`);
    if ([ownerParam, 'merchant_id', 'id'].includes(name)) fail(key, `field ${name} is the owner's`);
    // The whole document is the form: nothing hidden, derived or write-only.
    if (def.virtual || def.writeOnly || def.readOnly) fail(key, `field ${name} must be a plain value`);
    if (!def.show.includes('form') || !def.show.includes('detail')) fail(key, `field ${name} must show`);
  }
  // The defaults pass the field rules, so an unsaved owner never reads nonsense; a required field
  // may start blank ('' for text, null for a choice: an invoice title is the merchant's to fill,
  // a provider's 开票软件 its to pick), and the save then asks for it.
  const blank = (value: unknown) => value === '' || value === null;
  const refused = validateInput(input as unknown as AnySettings, input.defaults, 'create').find(
    (error) => !(fields[error.field]?.required && blank(input.defaults[error.field])),
  );
  if (refused) fail(key, `defaults refused: ${refused.message}`);
  return input as Settings<F>;
}

/** The fields of a settings document in declaration order. */
export function settingsFields(settings: Pick<AnySettings, 'fields'>): string[] {
  return fieldsShown(settings.fields, 'form');
}

/**
 * The owner parameter of `GET {key}/detail`; none for a document of the caller's own merchant, an
 * optional one for a tenant's (absent: the caller's own).
 */
export function settingsQuerySchema(settings: AnySettings): JsonSchema {
  const { param, label, fromCaller, optional } = SETTINGS_OWNER[settings.owner];
  if (fromCaller) return { type: 'object', properties: {}, additionalProperties: false };
  return {
    type: 'object',
    properties: { [param]: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER, title: label } },
    ...(!optional && { required: [param] }),
    additionalProperties: false,
  };
}

/**
 * `PUT {key}/update`: the owner and the whole document. Every call leaves empty values out (spec 01),
 * so an optional field may be absent: it is saved blank.
 */
export function settingsBodySchema(settings: AnySettings): JsonSchema {
  const query = settingsQuerySchema(settings);
  const properties: Record<string, JsonSchema> = { ...query.properties };
  const required = [...(query.required ?? [])];
  for (const name of settingsFields(settings)) {
    const def = settings.fields[name];
    if (!def) continue;
    properties[name] = fieldSchema(def);
    if (def.required) required.push(name);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

/** The document a save writes: every field, an absent optional text as '' (its blank), others as sent. */
export function settingsDocument(
  settings: AnySettings,
  body: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const name of settingsFields(settings)) {
    const blankText = body[name] === undefined && typeof settings.defaults[name] === 'string';
    value[name] = blankText ? '' : body[name];
  }
  return value;
}

/**
 * The first reason a document is refused, in Chinese, or undefined: each field by its type's rules
 * (the same as every form), then the definition's rule across fields.
 */
export function settingsProblem(
  settings: AnySettings,
  values: Readonly<Record<string, unknown>>,
): string | undefined {
  const [first] = validateInput(settings, values, 'create');
  if (first) return first.message;
  return settings.check?.(values);
}
