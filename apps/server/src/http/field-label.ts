import type { FastifyRequest } from 'fastify';

type Part = 'body' | 'querystring' | 'params';

/**
 * The Chinese title the route's schema gives the field at `path` ("amount", "/amount", "items.0.x":
 * its top-level field), as fieldSchema sets it from the definition's label; undefined when the
 * schema names none. Messages then say 金额, not amount (issue 14).
 */
export function fieldTitle(request: FastifyRequest, path: string): string | undefined {
  const top = path.replace(/^\//, '').split(/[./[\]]/)[0];
  if (!top) return undefined;
  const schema = (request.routeOptions?.schema ?? {}) as Partial<Record<Part, unknown>>;
  for (const part of ['body', 'querystring', 'params'] as const) {
    const properties = (schema[part] as { properties?: Record<string, { title?: unknown }> } | undefined)
      ?.properties;
    const title = properties?.[top]?.title;
    if (typeof title === 'string' && title !== '') return title;
  }
  return undefined;
}

/** The hint of a refused field: its title where the schema gives one, else its wire name. */
export function fieldHintOf(request: FastifyRequest, path: string): string {
  return `字段：${fieldTitle(request, path) ?? path}`;
}
