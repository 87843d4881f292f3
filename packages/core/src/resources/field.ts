import type { CodeTable } from '../code-tables/define-code-table.js';
import { AREA_CODE_MESSAGE, isAreaCode } from '../validators/area-code.js';
import { VALIDATORS, type Validator, type ValidatorName } from '../validators/catalogue.js';
import { isStoredFileLink, STORED_FILE_LINK_MESSAGE } from '../validators/stored-file-link.js';
import type {
  BooleanField,
  CodeField,
  CodesField,
  CouponFace,
  NumberField,
  NumberSearch,
  PasswordField,
  PermissionsField,
  Placement,
  RefField,
  TagsField,
  TextField,
  TextKind,
  TextSearch,
} from './field-types.js';

export interface FieldOptions {
  /** Chinese label, shown in columns, forms, search fields and error messages. */
  label: string;
  /** Default: list, detail and form; a read-only field never shows in a form. */
  show?: readonly Placement[];
  required?: boolean;
  readOnly?: boolean;
  immutable?: boolean;
  sortable?: boolean;
  /** Extra checks by name or as { test, message }; each type's own check (plate, mobile...) is built in. */
  validators?: readonly (Validator | ValidatorName)[];
  virtual?: boolean;
  unit?: string;
  help?: string;
}

interface TextOptions extends FieldOptions {
  maxLength?: number;
  search?: TextSearch;
}

interface NumberOptions extends FieldOptions {
  minimum?: number;
  maximum?: number;
  search?: NumberSearch;
  face?: CouponFace;
}

interface EqOptions extends FieldOptions {
  search?: 'eq';
}

const EVERYWHERE: readonly Placement[] = ['list', 'detail', 'form'];
// 2100-01-01: a time past it is a unit mistake (milliseconds), not a real date.
const MAX_TIME = 4_102_444_800;
const STORED_FILE_LINK: Validator = { test: isStoredFileLink, message: STORED_FILE_LINK_MESSAGE };
const AREA_CODE: Validator = { test: isAreaCode, message: AREA_CODE_MESSAGE };

function common(options: FieldOptions, builtIn: readonly Validator[] = []) {
  const readOnly = options.readOnly ?? false;
  const show = options.show ?? EVERYWHERE;
  const extra = (options.validators ?? []).map((v) => (typeof v === 'string' ? VALIDATORS[v] : v));
  return {
    label: options.label,
    show: readOnly ? show.filter((place) => place !== 'form') : show,
    required: options.required ?? false,
    readOnly,
    immutable: options.immutable ?? false,
    sortable: options.sortable ?? false,
    validators: [...builtIn, ...extra],
    writeOnly: false,
    virtual: options.virtual ?? false,
    ...(options.unit && { unit: options.unit }),
    ...(options.help && { help: options.help }),
  };
}

function textLike(kind: TextKind, defaultMax: number, builtIn: readonly Validator[] = []) {
  return (options: TextOptions): TextField => ({
    ...common(options, builtIn),
    kind,
    maxLength: options.maxLength ?? defaultMax,
    ...(options.search && { search: options.search }),
  });
}

function numberLike(kind: NumberField['kind'], min: number, max: number) {
  return (options: NumberOptions): NumberField => ({
    ...common(options),
    kind,
    minimum: options.minimum ?? min,
    maximum: options.maximum ?? max,
    ...(options.search && { search: options.search }),
    ...(options.face && { face: options.face }),
  });
}

/** Field builders: one per wire type, so validation, search and rendering follow from the type. */
export const field = {
  text: textLike('text', 255),
  plate: textLike('plate', 10, [VALIDATORS.plate]),
  mobile: textLike('mobile', 11, [VALIDATORS.mobile]),
  /** An administrative area code (province to street), as the area cascader gives it. */
  area: textLike('area', 12, [AREA_CODE]),
  /** A stored file's link, from the two-step upload. */
  image: textLike('image', 1024, [STORED_FILE_LINK]),
  file: textLike('file', 1024, [STORED_FILE_LINK]),
  /** Integer fen, never a float of yuan. */
  money: numberLike('money', 0, Number.MAX_SAFE_INTEGER),
  integer: numberLike('integer', Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
  /** Unix seconds. */
  time: numberLike('time', 0, MAX_TIME),

  code<const T extends CodeTable>(table: T, options: EqOptions): CodeField<T> {
    return { ...common(options), kind: 'code', table, ...(options.search && { search: options.search }) };
  },

  /** Several codes of one table, stored as a JSON array (settings documents). */
  codes<const T extends CodeTable>(table: T, options: Omit<FieldOptions, 'sortable'>): CodesField<T> {
    return { ...common(options), kind: 'codes', table };
  },

  /** 1 or 0 on the wire and in the table. */
  boolean(options: EqOptions): BooleanField {
    return { ...common(options), kind: 'boolean', ...(options.search && { search: options.search }) };
  },

  ref<const M extends boolean = false>(target: string, options: EqOptions & { multiple?: M }): RefField<M> {
    const multiple = (options.multiple ?? false) as M;
    return {
      ...common(options),
      kind: 'ref',
      target,
      multiple,
      ...(options.search && { search: options.search }),
    };
  },

  park(options: EqOptions): RefField<false> {
    return {
      ...common(options),
      kind: 'park',
      target: 'park',
      multiple: false,
      ...(options.search && { search: options.search }),
    };
  },

  /** Write-only and never a column: the server module hashes it into its own column. */
  password(options: Omit<FieldOptions, 'show' | 'sortable' | 'virtual'>): PasswordField {
    return {
      ...common({ ...options, show: ['form'] }, [VALIDATORS.password]),
      kind: 'password',
      maxLength: 64,
      writeOnly: true,
      virtual: true,
    };
  },

  /** Free texts held in a link table (an app's domains), so always virtual; validators check each entry. */
  tags(
    options: Omit<FieldOptions, 'sortable' | 'virtual'> & { maxLength?: number; maxItems?: number },
  ): TagsField {
    return {
      ...common(options),
      kind: 'tags',
      maxLength: options.maxLength ?? 255,
      maxItems: options.maxItems ?? 20,
      virtual: true,
    };
  },

  /** Catalogue codes held in a link table, so always virtual. */
  permissions(options: Omit<FieldOptions, 'sortable' | 'virtual'>): PermissionsField {
    return { ...common(options), kind: 'permissions', virtual: true };
  },
};
