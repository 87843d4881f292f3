import { ApiCode, findLooseJsonNumber, findWireProblem, type WireSchema } from '@console/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.js';
import { fieldHintOf } from '../http/field-label.js';

function refuse(request: FastifyRequest, problem: { field: string; message: string }): AppError {
  return new AppError(ApiCode.VALIDATION, problem.message, fieldHintOf(request, problem.field));
}

/**
 * Numbers are numbers and text is text, on every route, signed in or not (issue 12). JSON bodies
 * are read by Fastify's own parser (which refuses prototype poisoning) and then scanned for integers
 * written loosely (`20.0`, `1e400`); before schema validation every string of the query, the path
 * and the body is checked for control characters, and every value of an integer field for a plainly
 * written, exact integer. Call on the root instance after the payload opener and before the routes.
 */
export function registerInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error);
      const loose = findLooseJsonNumber(body as string);
      return loose ? done(refuse(request, loose)) : done(null, value);
    });
  });

  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config?.access) return; // the web app's pages read no input
    const schema = (request.routeOptions.schema ?? {}) as Record<string, WireSchema | undefined>;
    const parts: [unknown, WireSchema | undefined][] = [
      [request.params, schema.params],
      [request.query, schema.querystring ?? schema.query],
      [request.body, schema.body],
    ];
    for (const [value, partSchema] of parts) {
      const problem = findWireProblem(value, partSchema);
      if (problem) throw refuse(request, problem);
    }
  });
}
