import {
  actionBodySchema,
  answerOf,
  ApiCode,
  AUDIT_ACTION,
  createBodySchema,
  CREATED_ANSWER,
  detailAnswerSchema,
  DONE_ANSWER,
  idSchema,
  isCodeOf,
  listAnswerSchema,
  listQuerySchema,
  permittedCodes,
  responsesOf,
  updateBodySchema,
  type AnyResource,
} from '@console/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.js';
import { done, list, ok } from '../http/envelope.js';
import { nowSeconds } from '../lib/clock.js';
import { authOf } from '../platform/auth/auth-hook.js';
import { endpointsOf, recordEndpoint } from './endpoint-table.js';
import { registerExportRoute } from './export-task.js';
import { registerImportSource } from './import-source.js';
import type { CrudOptions, EngineEndpoint, Row, RowReader } from './engine-types.js';
import { listRows, type ListQuery } from './list-query.js';
import { maskPhonesFor } from './phone-mask.js';
import { findRow } from './row-reader.js';
import { assertResourceReachable } from './tenant-scope.js';
import { createRow, deleteRow, runAction, updateRow } from './write-flows.js';
import { namedPlugin } from './named-plugin.js';

type ByIdBody = Row & { id: number };

/** Mistakes in wiring a resource fail at start, never as an open or silently missing endpoint. */
function checkOptions(resource: AnyResource, options: CrudOptions): void {
  for (const name of Object.keys(options.actions ?? {})) {
    if (!resource.actions[name]) throw new Error(`${resource.key}: action ${name} is not in the definition`);
  }
  for (const [name, action] of Object.entries(resource.actions)) {
    // An action that changes nothing itself needs a handler that does.
    if (!options.actions?.[name] && !action.to)
      throw new Error(`${resource.key}: action ${name} has no handler`);
    if (!isCodeOf(AUDIT_ACTION, name))
      throw new Error(`${resource.key}: action ${name} needs an AUDIT_ACTION label`);
  }
}

function register(
  app: FastifyInstance,
  resource: AnyResource,
  options: CrudOptions,
  endpoint: EngineEndpoint,
) {
  // Deny by default: an endpoint nobody can be granted is a wiring mistake.
  if (!endpoint.permission) throw new Error(`${endpoint.url} has no permission code`);
  const where = options.where ?? (() => []);
  const readerOf = (request: FastifyRequest): RowReader => {
    const auth = authOf(request);
    assertResourceReachable(resource, auth);
    const now = nowSeconds();
    return {
      ctx: { db: app.db, auth, request, now, resource },
      fixed: where(now),
      hooks: options.hooks ?? {},
      dialect: app.dbKind,
    };
  };
  const masksFor = (request: FastifyRequest) =>
    maskPhonesFor(resource.fields, authOf(request), permittedCodes(resource, 'update'));
  const op = endpoint.operation;
  const name = op.replace(/^action:/, '');
  const base = {
    method: endpoint.method,
    // Registered inside the /api prefix, so the path the endpoint table holds without it.
    url: endpoint.url.slice(app.prefix.length),
    config: { access: { permission: [endpoint.permission, ...(endpoint.also ?? [])] } },
    // Before the input is validated, so a tenant that may never reach the resource (a platform
    // table) learns nothing from its validation messages: 403 whatever it sends.
    preValidation: async (request: FastifyRequest) => assertResourceReachable(resource, authOf(request)),
  };
  const tags = [resource.label];

  switch (op) {
    case 'list':
      return app.route<{ Querystring: ListQuery }>({
        ...base,
        schema: {
          tags,
          summary: `${resource.label}列表`,
          querystring: listQuerySchema(resource),
          response: responsesOf(listAnswerSchema(resource)),
        },
        handler: async (request) => {
          const { query } = request;
          const { rows, total, exact } = await listRows(readerOf(request), query);
          return list(request, rows.map(masksFor(request)), {
            total_count: total,
            total_exact: exact,
            page_index: query.page_index,
            page_size: query.page_size,
          });
        },
      });
    case 'detail':
      return app.route<{ Querystring: { id: number } }>({
        ...base,
        schema: {
          tags,
          summary: `${resource.label}详情`,
          querystring: idSchema(),
          response: responsesOf(detailAnswerSchema(resource)),
        },
        handler: async (request) => {
          const { id } = request.query;
          const row = await findRow(readerOf(request), id);
          if (!row) throw new AppError(ApiCode.NOT_FOUND, `${resource.label}不存在`, `id：${id}`);
          return ok(request, masksFor(request)(row));
        },
      });
    case 'create':
      // Batch import writes each row through the same create flow (issue 15).
      registerImportSource({ resource, options });
      return app.route<{ Body: Row }>({
        ...base,
        schema: {
          tags,
          summary: `新增${resource.label}`,
          body: createBodySchema(resource),
          response: responsesOf(CREATED_ANSWER),
        },
        handler: async (request) => ok(request, { id: await createRow(readerOf(request), request.body) }),
      });
    case 'update':
      return app.route<{ Body: ByIdBody }>({
        ...base,
        schema: {
          tags,
          summary: `编辑${resource.label}`,
          body: updateBodySchema(resource),
          response: responsesOf(DONE_ANSWER),
        },
        handler: async (request) => {
          await updateRow(readerOf(request), request.body);
          return done(request);
        },
      });
    case 'export':
      return registerExportRoute(app, { resource, options }, { ...base, method: 'POST' });
    case 'delete':
      return app.route<{ Body: ByIdBody }>({
        ...base,
        schema: {
          tags,
          summary: `删除${resource.label}`,
          body: idSchema(),
          response: responsesOf(DONE_ANSWER),
        },
        handler: async (request) => {
          await deleteRow(readerOf(request), request.body.id);
          return done(request);
        },
      });
    default: {
      const handler = options.actions?.[name];
      const action = resource.actions[name];
      if (!action) throw new Error(`${resource.key}: action ${name} is not in the definition`);
      const summary = `${action.label}${resource.label}`;
      return app.route<{ Body: ByIdBody }>({
        ...base,
        schema: {
          tags,
          summary,
          body: actionBodySchema(action, handler?.body),
          // An action answers nothing unless its handler declares what it returns.
          response: responsesOf(handler?.answer ? answerOf(handler.answer) : DONE_ANSWER),
        },
        handler: async (request) => {
          const result = await runAction(readerOf(request), name, handler, request.body);
          return result === undefined ? done(request) : ok(request, result);
        },
      });
    }
  }
}

/**
 * The endpoints of a resource, derived from its definition: each checks its permission code
 * (config.access), validates input from the field types, keeps every query inside the caller's
 * tenant scope and writes an audit row with every change. `options` adds what a definition cannot
 * know: action handlers, hooks around writes, and fixed row conditions.
 */
export function crudRoutes(resource: AnyResource, options: CrudOptions = {}): FastifyPluginAsync {
  checkOptions(resource, options);
  return namedPlugin(`crud ${resource.key}`, async (app) => {
    for (const endpoint of endpointsOf(resource, options, app.prefix)) {
      register(app, resource, options, endpoint);
      recordEndpoint(endpoint);
    }
  });
}
