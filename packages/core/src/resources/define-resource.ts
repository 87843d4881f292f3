import type { CodeValue } from '../code-tables/define-code-table.js';
import type { PermissionCode } from '../permissions/catalogue.js';
import type { FieldDef, Placement } from './field-types.js';

/**
 * Whose rows a resource holds. `merchant` and `park` rows carry `merchant_id` and are seen by the
 * owning tenant and those above it; `platform` rows belong to no tenant and only the platform
 * operator's staff reach them.
 */
export type ResourceScope = 'platform' | 'merchant' | 'park';
export type SortOrder = 'asc' | 'desc';
export type PathStyle = 'verb' | 'method';

export interface ResourcePermissions {
  list: PermissionCode;
  detail: PermissionCode;
  create?: PermissionCode;
  update?: PermissionCode;
  delete?: PermissionCode;
  export?: PermissionCode;
  import?: PermissionCode;
}

/** The operations a permission code grants on a resource: its CRUD calls, export, import and actions. */
export type PermittedOperation = keyof ResourcePermissions | { action: string };

/**
 * Codes of another product that grant the same calls (a group customer reads its lots' orders with
 * `group:order:payment:list`, not with the provider's `parking:*`, which would open the 停车 menus).
 * The server accepts any one of a call's codes, and the web app shows a control for any one of them.
 */
export type AlsoPermitted = Partial<ResourcePermissions> & {
  actions?: Readonly<Record<string, PermissionCode>>;
};

/**
 * The lots a row of a resource that is not park-scoped applies to, through a link table: a coupon is
 * valid at the lots of `coupon_park`, and a purchase or warehouse entry at its coupon's. The list
 * then takes `park_id` and keeps the rows whose `column` is among the `key`s linked to that park in
 * `table` (`column in (select key from table where park_id = ?)`), inside the caller's scope as
 * always; a group's per-lot coupon tabs filter by it.
 */
export interface LotLink {
  /** The row's column that names the linked object (`id` of a coupon, `coupon_id` of a purchase). */
  readonly column: string;
  /** The link table holding (`key`, park_id) pairs. */
  readonly table: string;
  readonly key: string;
}

/** The list parameter a LotLink filters by. */
export const LOT_LINK_PARAM = 'park_id';

/** How an action is asked in the web app: a bare confirmation, a dialog with its input, or a page. */
export type ActionAsk = 'confirm' | 'dialog' | 'page';

/**
 * A row action (`PUT {base}/<name>`). The engine derives its body schema and validation from
 * `input`, refuses a row outside `states` or without `needs`, writes `to`, the input fields that are
 * columns and the `stamp`, and the audit row; a handler in the server module adds only what the
 * definition cannot say (money movements, rows of other tables).
 */
export interface ActionDef<K extends string = string> {
  label: string;
  permission: PermissionCode;
  /** The states of `field` the action may start from. */
  states?: { field: K; in: readonly CodeValue[] };
  /** Default: a dialog when the action has input, else a confirmation. */
  ask?: ActionAsk;
  /** What the caller gives, built with the same `field.*` builders; a name that is a column of the resource is written to it. */
  input?: Readonly<Record<string, FieldDef>>;
  /** The state the row moves to. */
  to?: { field: K; value: CodeValue };
  /** Only for a row whose number field is above zero (a refund of an order that took money). */
  needs?: { field: K; message: string };
  /** Columns stamped with who did it (display name) and when (a review's auditor and audit time). */
  stamp?: { by?: K; at?: K };
  /** What the input starts with in the web app's form (paid now, one unit). */
  defaults?: Readonly<Record<string, CodeValue>>;
  /** Inputs that start with a field of the row, to be corrected rather than retyped (a collected lot's name). */
  prefill?: Readonly<Record<string, K>>;
  /** The row's fields shown above the input, so the person sees what they act on (the amount refunded). */
  summary?: readonly K[];
  /** Whether the action cannot be undone (shown as a red button). */
  danger?: boolean;
  /**
   * Figures worked out from the row and what is typed so far, shown under the input before the
   * person commits (what 通过 will charge, the validity a new card gets). `now` is fixed when the
   * form opens, in seconds.
   */
  preview?: (
    row: Readonly<Record<string, unknown>>,
    input: Readonly<Record<string, unknown>>,
    now: number,
  ) => readonly ActionPreviewLine[];
  /** The message on success, when `{label}成功` says too little (审核通过，月卡已开通). */
  done?: string;
  /** Other resources the action changes (the card 通过 opens): their lists refresh on success. */
  refreshes?: readonly string[];
  /**
   * The body carries a required `request_id` (REQUEST_ID_FIELD) that the web app makes once when the
   * dialog opens, so a double click or a retried request is one request: the handler keys its work
   * by it (a grant per holder and request id). For actions that make something (发券), not moves.
   */
  requestId?: boolean;
}

/** The body field of an action declared with `requestId`. */
export const REQUEST_ID_FIELD = 'request_id';
/** 8 to 40 characters (a UUID is 36): room for a suffix per item of a batch within 64. */
export const REQUEST_ID_MAX_LENGTH = 40;

/** One line of an action's preview: a label and its formatted value. */
export interface ActionPreviewLine {
  label: string;
  value: string;
}

/**
 * A row two tenants share: the owner (who bought, who holds) and the tenant in `column` (who sold).
 * The second one, and every tenant above it, reads the rows in lists, details and exports, and runs
 * only the `actions` named here (撤销 of a purchase by its seller); edits and other actions stay the
 * owner's.
 */
export interface SharedWith {
  column: string;
  /** Action names of the resource (checked when it is defined). */
  actions?: readonly string[];
}

/** 启用 / 停用 built in: the engine writes `field` (default `status`) to 1 or 0, checked and audited. */
export interface EnableDisable<K extends string = string> {
  permission: PermissionCode;
  field?: K;
}

export interface DetailSection<K extends string = string> {
  title: string;
  fields: readonly K[];
}

export interface ResourceInput<F extends Record<string, FieldDef>> {
  /** Kebab-case segments equal to the URL: `account/role` answers at `/api/account/role/list`. */
  key: string;
  table: string;
  label: string;
  scope: ResourceScope;
  /** Park scope only: the column naming the park, `park_id` unless the rows are parks themselves (`id`). */
  parkColumn?: 'park_id' | 'id';
  /**
   * The column naming the owning tenant, `merchant_id` unless said otherwise. The tenant table
   * itself is owned by each row's parent (`parent_id`), so "the merchants below me" is the same
   * scope rule as every other table's. It is always sent as `merchant_id`.
   */
  owner?: string;
  /** A second tenant who sees the rows (the seller of a purchase); see SharedWith. */
  sharedWith?: SharedWith;
  /** The lots a row applies to through a link table; see LotLink. */
  lotLink?: LotLink;
  permissions: ResourcePermissions;
  /** Other products' codes for the same calls; see AlsoPermitted. */
  alsoPermitted?: readonly AlsoPermitted[];
  /**
   * Where the one-row calls answer: `verb` (default) at `{key}/detail|create|update|delete`,
   * `method` at `{key}` itself with GET, POST, PUT and DELETE, as spec 01 §7 names some calls
   * (`merchant/app/rt`). The list and the actions are at `{key}/list` and `{key}/<action>` either way.
   */
  paths?: PathStyle;
  fields: F;
  list: {
    columns: readonly (keyof F & string)[];
    sort: readonly [keyof F & string, SortOrder];
    /** The list reloads itself this often while shown (rows that change on their own: running jobs). */
    refreshSeconds?: number;
  };
  actions?: Record<string, ActionDef<keyof F & string>>;
  /** Adds the 停用 and 启用 actions (see EnableDisable); never declare them by hand. */
  enableDisable?: EnableDisable<keyof F & string>;
  detail?: { sections: readonly DetailSection<keyof F & string>[] };
}

/**
 * Any resource, for code that works on every definition (the engine, schema generators, screens).
 * A `Resource<F>` is one; the typed form keeps field names checked where a definition is written.
 */
export interface AnyResource {
  key: string;
  table: string;
  label: string;
  scope: ResourceScope;
  parkColumn?: 'park_id' | 'id';
  owner?: string;
  sharedWith?: SharedWith;
  lotLink?: LotLink;
  permissions: ResourcePermissions;
  alsoPermitted?: readonly AlsoPermitted[];
  paths?: PathStyle;
  fields: Readonly<Record<string, FieldDef>>;
  list: { columns: readonly string[]; sort: readonly [string, SortOrder]; refreshSeconds?: number };
  actions: Readonly<Record<string, ActionDef>>;
  detail: { sections: readonly DetailSection[] };
}

export interface Resource<F extends Record<string, FieldDef>> extends AnyResource {
  fields: F;
  list: ResourceInput<F>['list'];
  actions: Record<string, ActionDef<keyof F & string>>;
  detail: { sections: readonly DetailSection<keyof F & string>[] };
}

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const ACTION = /^[a-z]+(?:-[a-z]+)*$/;
const RESERVED_ACTIONS = ['list', 'detail', 'create', 'update', 'delete', 'export', 'import'];

function fail(key: string, problem: string): never {
  throw new Error(`resource ${key}: ${problem}`);
}

function checkFields<F extends Record<string, FieldDef>>(input: ResourceInput<F>): void {
  const { key, fields } = input;
  for (const [name, def] of Object.entries(fields)) {
    if (!/^[a-z][a-z0-9_]*$/.test(name)) fail(key, `field ${name} must be snake_case`);
    if (name === 'id' || name === 'merchant_id') fail(key, `field ${name} is managed by the engine`);
    if (def.sortable && (def.virtual || def.writeOnly)) fail(key, `field ${name} cannot be sortable`);
    if (def.search && def.virtual) fail(key, `virtual field ${name} cannot be searched`);
    // A face value reads by its row's coupon type, so the type must travel with it.
    const face = def.kind === 'integer' ? def.face : undefined;
    if (face && fields[face.typeField]?.kind !== 'code') {
      fail(key, `face ${name} needs the code field ${face.typeField}`);
    }
  }
  for (const column of input.list.columns) {
    const def = fields[column];
    if (!def?.show.includes('list') || def.writeOnly) fail(key, `column ${column} is not a list field`);
  }
  if (input.lotLink && (input.scope === 'park' || fields[LOT_LINK_PARAM])) {
    // A park-scoped resource filters by its own park field; a second park_id would be ambiguous.
    fail(key, 'lotLink is for a resource without a park_id field');
  }
  if (input.scope === 'park' && (input.parkColumn ?? 'park_id') === 'park_id') {
    // The engine narrows park rows to the caller's granted parks through this column.
    if (fields.park_id?.kind !== 'park') fail(key, 'a park-scoped resource needs a park_id park field');
  }
  const [sortField] = input.list.sort;
  if (!fields[sortField]?.sortable) fail(key, `default sort ${sortField} must be sortable`);
}

/** The built-in 停用 and 启用 of a resource that declares `enableDisable`. */
function enableDisableActions<K extends string>(flag: EnableDisable<K>): Record<string, ActionDef<K>> {
  const field = (flag.field ?? 'status') as K;
  const { permission } = flag;
  return {
    disable: { label: '停用', permission, states: { field, in: [1] }, to: { field, value: 0 } },
    enable: { label: '启用', permission, states: { field, in: [0] }, to: { field, value: 1 } },
  };
}

function checkAction(key: string, fields: Record<string, FieldDef>, name: string, action: ActionDef): void {
  if (!ACTION.test(name) || RESERVED_ACTIONS.includes(name)) fail(key, `bad action name ${name}`);
  // Deny by default: an action nobody can be granted must not exist.
  if (!action.permission) fail(key, `action ${name} has no permission code`);
  const named = [
    action.states?.field,
    action.to?.field,
    action.needs?.field,
    action.stamp?.by,
    action.stamp?.at,
    ...(action.summary ?? []),
    ...Object.values(action.prefill ?? {}),
  ];
  for (const field of named) {
    if (field !== undefined && !fields[field]) fail(key, `action ${name} needs unknown field ${field}`);
  }
  const target = action.to && fields[action.to.field];
  if (target?.kind === 'code' && !target.table.entries.some((e) => e.value === action.to?.value)) {
    fail(key, `action ${name} leads to a value outside ${action.to?.field}'s code table`);
  }
  for (const [inputName, def] of Object.entries(action.input ?? {})) {
    if (!/^[a-z][a-z0-9_]*$/.test(inputName))
      fail(key, `action ${name} input ${inputName} must be snake_case`);
    if (inputName === 'id' || def.readOnly) fail(key, `action ${name} input ${inputName} is not writable`);
  }
  for (const inputName of Object.keys(action.prefill ?? {})) {
    if (!action.input?.[inputName]) fail(key, `action ${name} prefills unknown input ${inputName}`);
  }
}

function actionsOf<F extends Record<string, FieldDef>>(
  input: ResourceInput<F>,
): Record<string, ActionDef<keyof F & string>> {
  const declared = input.actions ?? {};
  if (!input.enableDisable) return declared;
  if (declared.enable || declared.disable)
    fail(input.key, 'enable/disable come from enableDisable, not actions');
  return { ...declared, ...enableDisableActions(input.enableDisable) };
}

/**
 * Declares a resource once for the server (routes, validation, scoping) and the web (screens).
 * A definition that contradicts itself is a programming error and throws when the module loads.
 */
export function defineResource<const F extends Record<string, FieldDef>>(
  input: ResourceInput<F>,
): Resource<F> {
  if (!KEY.test(input.key)) fail(input.key, 'key must be kebab-case segments joined by /');
  checkFields(input);
  const actions = actionsOf(input);
  for (const [name, action] of Object.entries(actions)) checkAction(input.key, input.fields, name, action);
  if (input.sharedWith && input.scope === 'platform')
    fail(input.key, 'a platform row has no tenant to share with');
  for (const name of input.sharedWith?.actions ?? []) {
    if (!actions[name]) fail(input.key, `sharedWith names unknown action ${name}`);
  }
  for (const also of input.alsoPermitted ?? []) {
    for (const [op, code] of Object.entries(also)) {
      if (op === 'actions') continue;
      // A code for a call the resource does not have would grant nothing, silently.
      if (code && !input.permissions[op as keyof ResourcePermissions])
        fail(input.key, `alsoPermitted names ${op}, which the resource does not grant`);
    }
    for (const name of Object.keys(also.actions ?? {})) {
      if (!actions[name]) fail(input.key, `alsoPermitted names unknown action ${name}`);
    }
  }
  const detailFields = fieldsShown(input.fields, 'detail');
  const sections = input.detail?.sections ?? [{ title: '基本信息', fields: detailFields }];
  for (const section of sections) {
    for (const name of section.fields) {
      if (!detailFields.includes(name)) fail(input.key, `detail field ${name} is not shown in detail`);
    }
  }
  return { ...input, actions, detail: { sections } };
}

/** How the web app asks for an action when the definition does not say. */
export function askOf(action: Pick<ActionDef, 'ask' | 'input'>): ActionAsk {
  return action.ask ?? (Object.keys(action.input ?? {}).length > 0 ? 'dialog' : 'confirm');
}

/** Whether a row is one the action applies to: in its states and, if it needs one, with a positive amount. */
export function actionAllowed(
  action: Pick<ActionDef, 'states' | 'needs'>,
  row: Readonly<Record<string, unknown>>,
): boolean {
  const { states, needs } = action;
  if (states && !states.in.some((state) => String(state) === String(row[states.field]))) return false;
  return !needs || Number(row[needs.field] ?? 0) > 0;
}

/** Names of the fields shown in one place, in declaration order; write-only fields are only in forms. */
export function fieldsShown<F extends Readonly<Record<string, FieldDef>>>(
  fields: F,
  place: Placement,
): (keyof F & string)[] {
  return Object.entries(fields)
    .filter(([, def]) => def.show.includes(place) && (place === 'form' || !def.writeOnly))
    .map(([name]) => name);
}

/** Fields a create or update body may carry: in the form, not read-only, and on update not immutable. */
export function writableFields<F extends Readonly<Record<string, FieldDef>>>(
  fields: F,
  mode: 'create' | 'update',
): (keyof F & string)[] {
  return fieldsShown(fields, 'form').filter((name) => {
    const def = fields[name];
    return def && !def.readOnly && (mode === 'create' || !def.immutable);
  });
}

export function sortableFields<F extends Readonly<Record<string, FieldDef>>>(
  fields: F,
): (keyof F & string)[] {
  return Object.entries(fields)
    .filter(([, def]) => def.sortable)
    .map(([name]) => name);
}

/** The column a park-scoped resource names its park in; undefined for other scopes. */
export function parkColumnOf(resource: Pick<AnyResource, 'scope' | 'parkColumn'>): string | undefined {
  return resource.scope === 'park' ? (resource.parkColumn ?? 'park_id') : undefined;
}

/** The column holding a scoped row's owning tenant (sent as `merchant_id`). */
export function ownerColumn(resource: Pick<AnyResource, 'owner'>): string {
  return resource.owner ?? 'merchant_id';
}

/** Whether rows carry merchant_id and are scoped to the caller's tenant subtree. */
export function isTenantScoped(resource: Pick<AnyResource, 'scope'>): boolean {
  return resource.scope !== 'platform';
}

/**
 * Every code that grants one call of a resource: its own first, then the alsoPermitted ones. The
 * server accepts any one of them; the web app shows the call's control for any one of them.
 */
export function permittedCodes(
  resource: {
    permissions: Readonly<Partial<Record<keyof ResourcePermissions, PermissionCode>>>;
    actions?: Readonly<Record<string, Pick<ActionDef, 'permission'>>>;
    alsoPermitted?: readonly AlsoPermitted[];
  },
  operation: PermittedOperation,
): PermissionCode[] {
  const own =
    typeof operation === 'string'
      ? resource.permissions[operation]
      : resource.actions?.[operation.action]?.permission;
  if (!own) return [];
  const also = (resource.alsoPermitted ?? []).map((alt) =>
    typeof operation === 'string' ? alt[operation] : alt.actions?.[operation.action],
  );
  return [own, ...also.filter((code): code is PermissionCode => code !== undefined && code !== own)];
}
