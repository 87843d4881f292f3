import type { CodeTable, CodeValueOf } from '../code-tables/define-code-table.js';
import type { Validator } from '../validators/catalogue.js';

/** Where a field appears: as a list column (available in column settings), in the detail view, in forms. */
export type Placement = 'list' | 'detail' | 'form';

/** How a text-like field is searched: `contains` and `prefix` treat % and _ as plain characters. */
export type TextSearch = 'contains' | 'eq' | 'prefix';
/** Numbers and times search by an exact value or by an inclusive `{field}_start` / `{field}_end` range. */
export type NumberSearch = 'eq' | 'range';
export type SearchMode = TextSearch | NumberSearch;

interface FieldCommon {
  readonly label: string;
  readonly show: readonly Placement[];
  readonly required: boolean;
  /** Shown but never written through the generic create/update (timestamps, server-set values). */
  readonly readOnly: boolean;
  /** Written on create, never changed afterwards (an account name, a merchant number). */
  readonly immutable: boolean;
  /** Only for indexed columns: the engine refuses every other sort. */
  readonly sortable: boolean;
  readonly validators: readonly Validator[];
  /** Accepted in forms, never read back (passwords). */
  readonly writeOnly: boolean;
  /** Not a column of the table: the server module reads and writes it (role permissions, role ids). */
  readonly virtual: boolean;
  /** Shown after a number input (分钟, 秒): the unit the stored integer counts in. */
  readonly unit?: string;
  /** A line under the form input saying what the value does. */
  readonly help?: string;
}

export type TextKind = 'text' | 'plate' | 'mobile' | 'area' | 'image' | 'file';
export type NumberKind = 'money' | 'integer' | 'time';

export interface TextField extends FieldCommon {
  readonly kind: TextKind;
  readonly maxLength: number;
  readonly search?: TextSearch;
}

/**
 * A coupon's face value (面额), whose meaning follows the row's coupon type: fen for money, minutes,
 * hundredths of a 折 or nothing. Shown as formatCouponValue reads it and typed in the unit the chosen
 * type names, with the limits of `inputs` (停车券 offers six types, 商户券 three).
 */
export interface CouponFace {
  readonly typeField: string;
  readonly inputs: 'coupon' | 'mcoupon';
}

export interface NumberField extends FieldCommon {
  readonly kind: NumberKind;
  readonly minimum: number;
  readonly maximum: number;
  readonly search?: NumberSearch;
  /** An integer that is a coupon's face value (see CouponFace). */
  readonly face?: CouponFace;
}

export interface CodeField<T extends CodeTable = CodeTable> extends FieldCommon {
  readonly kind: 'code';
  readonly table: T;
  readonly search?: 'eq';
}

/** Several values of one code table (a lot's accepted payment channels), as an array. */
export interface CodesField<T extends CodeTable = CodeTable> extends FieldCommon {
  readonly kind: 'codes';
  readonly table: T;
  readonly search?: never;
}

export interface BooleanField extends FieldCommon {
  readonly kind: 'boolean';
  readonly search?: 'eq';
}

/** An id of a row of another resource (`target` is its key); `park` is a reference to a park. */
export interface RefField<M extends boolean = boolean> extends FieldCommon {
  readonly kind: 'ref' | 'park';
  readonly target: string;
  readonly multiple: M;
  readonly search?: 'eq';
}

export interface PasswordField extends FieldCommon {
  readonly kind: 'password';
  readonly maxLength: number;
  readonly search?: never;
}

/** A list of permission codes of the catalogue (the role editor's tree). */
export interface PermissionsField extends FieldCommon {
  readonly kind: 'permissions';
  readonly search?: never;
}

/** A short list of free texts (an app's domains), held in a link table by its module, so always virtual. */
export interface TagsField extends FieldCommon {
  readonly kind: 'tags';
  /** Of each entry. */
  readonly maxLength: number;
  readonly maxItems: number;
  readonly search?: never;
}

export type FieldDef =
  | TextField
  | NumberField
  | CodeField
  | CodesField
  | BooleanField
  | RefField
  | PasswordField
  | PermissionsField
  | TagsField;

export type FieldKind = FieldDef['kind'];

/** The wire type of a field's value, so screens and tests can type rows from a definition. */
export type ValueOf<F extends FieldDef> =
  F extends CodeField<infer T>
    ? CodeValueOf<T>
    : F extends CodesField<infer T>
      ? CodeValueOf<T>[]
      : F extends TextField | PasswordField
        ? string
        : F extends BooleanField
          ? 0 | 1
          : F extends RefField<true>
            ? number[]
            : F extends PermissionsField | TagsField
              ? string[]
              : number;

/**
 * A row of a resource as the engine sends it: every readable field at its wire type, plus the id
 * (and the owning merchant_id of scoped rows). Passwords are write-only and never in a row.
 * `RowOf<typeof parkResource>['name']` is a string, so a screen reads `row.name` without a cast.
 */
export type RowOf<R extends { fields: Readonly<Record<string, FieldDef>> }> = {
  -readonly [K in keyof R['fields'] as R['fields'][K] extends PasswordField ? never : K]: ValueOf<
    R['fields'][K]
  >;
} & { id: number; merchant_id?: number };
