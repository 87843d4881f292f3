/**
 * Checks of request values before any schema or database sees them (issue 12): numbers are written
 * as plain, exact integers, and text holds no control character. The schema's own coercion would
 * read '1e400' as Infinity, '0x10' as 16 and '20.0' as 20, and PostgreSQL refuses a NUL in text with
 * an error; each of these gets a Chinese 1400-class message naming the field instead.
 */

/** C0 controls other than tab, line feed and carriage return, and DEL: no text field holds them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHAR = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlChar(text: string): boolean {
  return CONTROL_CHAR.test(text);
}

/** An integer as text: optional minus, no leading zeros, no '-0', within ±(2^53 − 1). */
export function isPlainIntegerText(text: string): boolean {
  if (!/^-?(0|[1-9]\d{0,15})$/.test(text) || text === '-0') return false;
  return Number.isSafeInteger(Number(text));
}

/** A JSON number value that is finite, not -0, and exact when integral. */
export function isExactNumber(value: number): boolean {
  if (!Number.isFinite(value) || Object.is(value, -0)) return false;
  return !Number.isInteger(value) || Number.isSafeInteger(value);
}

/** The schema shape this check reads: the types and nesting of JSON schema, nothing else. */
export interface WireSchema {
  type?: string | readonly string[];
  properties?: Readonly<Record<string, WireSchema>>;
  items?: WireSchema;
  additionalProperties?: boolean | WireSchema;
}

export interface WireProblem {
  /** The field as a path: `page_index`, `items[0].id`. */
  field: string;
  message: string;
}

// Deeper than any form sends; a guard so a hostile body cannot exhaust the stack of the walk.
const MAX_DEPTH = 32;

function isIntegerSchema(schema: WireSchema | undefined): boolean {
  const type = schema?.type;
  return type === 'integer' || (Array.isArray(type) && type.includes('integer'));
}

function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

function childSchema(schema: WireSchema | undefined, key: string): WireSchema | undefined {
  const declared = schema?.properties?.[key];
  if (declared) return declared;
  const extra = schema?.additionalProperties;
  return typeof extra === 'object' ? extra : undefined;
}

function walk(
  value: unknown,
  schema: WireSchema | undefined,
  path: string,
  depth: number,
): WireProblem | undefined {
  const name = path || '请求体';
  if (depth > MAX_DEPTH) return { field: name, message: `参数 ${name} 层级过深` };
  if (typeof value === 'string') {
    if (hasControlChar(value)) return { field: name, message: `参数 ${name} 不能包含控制字符` };
    // Query strings arrive as text; an integer field takes only a plainly written integer. A single
    // value sent for a list is wrapped by the validator (coerceTypes 'array'), so it is one item.
    const single = schema?.type === 'array' ? schema.items : schema;
    if (isIntegerSchema(single) && !isPlainIntegerText(value)) {
      return { field: name, message: `参数 ${name} 必须是整数` };
    }
    return undefined;
  }
  if (typeof value === 'number') {
    return isExactNumber(value) ? undefined : { field: name, message: `参数 ${name} 不是有效的数字` };
  }
  if (Array.isArray(value)) {
    // A repeated query parameter arrives as an array of texts for a field that holds one value.
    const items = schema?.type === 'array' ? schema.items : schema;
    for (let i = 0; i < value.length; i += 1) {
      const problem = walk(value[i], items, childPath(path, i), depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (hasControlChar(key)) return { field: name, message: `参数 ${name} 的字段名不能包含控制字符` };
      const problem = walk(child, childSchema(schema, key), childPath(path, key), depth + 1);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** The first bad value of a request part (query, params or body) against its schema, if any. */
export function findWireProblem(value: unknown, schema?: WireSchema): WireProblem | undefined {
  return walk(value, schema, '', 0);
}

/**
 * JSON.parse reads `20.0` and `2e1` as 20, so an integer written that way can only be seen in the
 * text. Finds the first number token that is integral but not written as a plain integer, or not
 * exact (1e400, past 2^53, -0). Decimals such as 22.5 pass: the schema decides where they belong.
 * `text` must already be valid JSON.
 */
export function findLooseJsonNumber(text: string): WireProblem | undefined {
  // Containers open on the way: for each, the key or index the scan is at.
  const stack: { key: string | number; object: boolean; expectKey: boolean }[] = [];
  const here = () =>
    stack.reduce<string>((path, frame) => (frame.key === '' ? path : childPath(path, frame.key)), '');
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    const top = stack[stack.length - 1];
    if (c === '{' || c === '[') {
      stack.push({ key: c === '[' ? 0 : '', object: c === '{', expectKey: c === '{' });
      i += 1;
    } else if (c === '}' || c === ']') {
      stack.pop();
      i += 1;
    } else if (c === ',') {
      if (top && !top.object && typeof top.key === 'number') top.key += 1;
      if (top?.object) top.expectKey = true;
      i += 1;
    } else if (c === ':') {
      if (top) top.expectKey = false;
      i += 1;
    } else if (c === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (top?.object && top.expectKey) top.key = JSON.parse(text.slice(i, end + 1)) as string;
      i = end + 1;
    } else if (c === '-' || (c >= '0' && c <= '9')) {
      const token = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400))?.[0] ?? c;
      const value = Number(token);
      const plain = /^-?\d+$/.test(token);
      const loose = plain ? !isPlainIntegerText(token) : !isExactNumber(value) || Number.isInteger(value);
      if (loose) {
        const field = here() || '请求体';
        return { field, message: `参数 ${field} 不是有效的数字：${token.slice(0, 32)}` };
      }
      i += token.length;
    } else {
      i += 1;
    }
  }
  return undefined;
}
