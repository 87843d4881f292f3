import type { JsonSchema } from '../resources/json-schema.js';

/**
 * One way to write the shape of a payload: a JSON schema (what Fastify validates, /api/docs shows
 * and the server tests check answers against) that also carries its TypeScript type, so a
 * hand-written endpoint's request and answer are declared once in core and both apps read the
 * type with `Infer<typeof schema>`. The type rides on a phantom property that never exists.
 */
declare const TYPE: unique symbol;
export type Schema<T> = JsonSchema & { readonly [TYPE]?: T };
export type Infer<S> = S extends Schema<infer T> ? T : never;

type Options = Pick<JsonSchema, 'title' | 'description'>;
type TextOptions = Options & Pick<JsonSchema, 'minLength' | 'maxLength' | 'format'>;
type NumberOptions = Options & Pick<JsonSchema, 'minimum' | 'maximum'>;
type ListOptions = Options & Pick<JsonSchema, 'minItems' | 'maxItems' | 'uniqueItems'>;

type Shape = Record<string, Schema<unknown>>;
type Expand<T> = { [K in keyof T]: T[K] } & {};
type ObjectOf<R extends Shape, O extends Shape> = Expand<
  { -readonly [K in keyof R]: Infer<R[K]> } & { -readonly [K in keyof O]?: Infer<O[K]> }
>;

function object<R extends Shape, O extends Shape = Record<never, never>>(
  required: R,
  optional?: O,
  options?: Options,
): Schema<ObjectOf<R, O>> {
  return {
    type: 'object',
    ...options,
    properties: { ...required, ...optional },
    required: Object.keys(required),
    additionalProperties: false,
  };
}

export const s = {
  string: (options?: TextOptions): Schema<string> => ({ type: 'string', ...options }),
  integer: (options?: NumberOptions): Schema<number> => ({ type: 'integer', ...options }),
  number: (options?: NumberOptions): Schema<number> => ({ type: 'number', ...options }),
  boolean: (options?: Options): Schema<boolean> => ({ type: 'boolean', ...options }),
  /** One of a few literal values (a code table's values, a dialect name). */
  oneOf: <const V extends readonly (string | number)[]>(values: V, options?: Options): Schema<V[number]> => {
    const type = values.every((value) => typeof value === 'number') ? 'integer' : 'string';
    return { type, enum: values, ...options };
  },
  array: <T>(items: Schema<T>, options?: ListOptions): Schema<T[]> => ({ type: 'array', items, ...options }),
  /** An object with exactly these properties: the first group always present, the second optional. */
  object,
  /** A map from names to values of one shape (permission code → label). */
  record: <T>(values: Schema<T>, options?: Options): Schema<Record<string, T>> => ({
    type: 'object',
    additionalProperties: values,
    ...options,
  }),
  nullable: <T>(schema: Schema<T>): Schema<T | null> => ({ ...schema, nullable: true }),
};

/** A schema written without the builder (derived from a definition), typed as what it describes. */
export function typed<T>(schema: JsonSchema): Schema<T> {
  return schema;
}
