import { ERROR_ANSWER, type JsonSchema } from '@console/core';
import type { AnswerSerializerCompiler } from '../app.js';

/**
 * The tests' serializer: every answer a test provokes must match its route's declared schema
 * exactly, or the call fails with a 500 and the mismatch is reported. Stricter than the schema
 * itself on one point: a property the schema does not declare is a mismatch, so an answer schema
 * can never be narrower than the answer (which a fast-json-stringify serializer would silently
 * drop). Production writes answers with JSON.stringify (see app.ts), so this check is the contract.
 */

export interface AnswerMismatch {
  route: string;
  problem: string;
}

/** Every mismatch seen in this test process, newest last: a test may assert there are none. */
export const answerMismatches: AnswerMismatch[] = [];

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(expected: NonNullable<JsonSchema['type']>, actual: string): boolean {
  return expected === actual || (expected === 'number' && actual === 'integer');
}

/** The first way `value` breaks `schema`, as a path and a reason; undefined when it fits. */
export function answerProblem(schema: JsonSchema, value: unknown, path = '$'): string | undefined {
  // A schema that names no type, values or properties admits any JSON (a stored personal setting).
  if (schema.type === undefined && !schema.enum && !schema.properties) return undefined;
  const actual = typeOf(value);
  if (value === null) return schema.nullable ? undefined : `${path}: null，但未声明 nullable`;
  if (schema.type && !typeMatches(schema.type, actual)) return `${path}: 应为 ${schema.type}，实为 ${actual}`;
  if (schema.enum && !schema.enum.includes(value as string | number))
    return `${path}: ${JSON.stringify(value)} 不在 ${JSON.stringify(schema.enum)} 中`;
  if (typeof value === 'number' && schema.minimum !== undefined && value < schema.minimum)
    return `${path}: ${value} 小于 ${schema.minimum}`;
  if (Array.isArray(value)) {
    if (!schema.items) return undefined;
    for (const [index, item] of value.entries()) {
      const problem = answerProblem(schema.items, item, `${path}[${index}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (actual !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  for (const name of schema.required ?? []) {
    if (record[name] === undefined) return `${path}.${name}: 缺少必需属性`;
  }
  for (const [name, child] of Object.entries(record)) {
    if (child === undefined) continue; // JSON.stringify leaves it out
    const declared = schema.properties?.[name];
    const extra = schema.additionalProperties;
    if (extra === true) continue; // declared open: any property, any value
    const childSchema = declared ?? (typeof extra === 'object' ? extra : undefined);
    if (!childSchema) return `${path}.${name}: 未在应答结构中声明`;
    const problem = answerProblem(childSchema, child, `${path}.${name}`);
    if (problem) return problem;
  }
  return undefined;
}

export const checkAnswers: AnswerSerializerCompiler = ({ schema, method, url, httpStatus }) => {
  const route = `${method} ${url} (${httpStatus})`;
  return (data) => {
    // What the client receives: toJSON applied, undefined properties gone.
    const text = JSON.stringify(data);
    const problem = answerProblem(schema as JsonSchema, JSON.parse(text));
    if (problem) {
      answerMismatches.push({ route, problem });
      // Shown in the failing test's output: the status alone would not say which property.
      process.stderr.write(`应答与声明的结构不符 ${route}: ${problem}\n`);
      throw new Error(`answer of ${route} does not match its schema: ${problem}`);
    }
    return text;
  };
};

/** The answer of a test's probe route, which answers whatever the test needs: any success, the error envelope. */
export const PROBE_RESPONSE = { 200: { description: '测试探针：任意应答' }, default: ERROR_ANSWER };
