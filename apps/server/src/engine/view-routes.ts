import {
  listQuerySchema,
  permittedCodes,
  responsesOf,
  viewListAnswerSchema,
  type AnyView,
  type ViewListPayload,
} from '@console/core';
import type { ApiEnvelope } from '@console/core';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../http/envelope.js';
import { nowSeconds } from '../lib/clock.js';
import { authOf } from '../platform/auth/auth-hook.js';
import { recordEndpoint } from './endpoint-table.js';
import { registerExportRoute } from './export-task.js';
import type { Row } from './engine-types.js';
import type { ListQuery } from './list-query.js';
import { assertResourceReachable } from './tenant-scope.js';
import { listViewRows, type ViewSource } from './view-query.js';
import { namedPlugin } from './named-plugin.js';

// Filled as plugins register, so the generated endpoint test can name each view's rows by its key.
const registered = new Map<string, AnyView>();

/** Every view registered in this process so far, by key. */
export function registeredViews(): ReadonlyMap<string, AnyView> {
  return registered;
}

export interface ViewOptions {
  source: ViewSource;
}

/**
 * `GET {key}/list` of a view: the same query schema as any list (paging, the declared searches,
 * sorting on sortable fields, a tenant inside the scope) plus the view's required parameters; the
 * rows are the source's, scoped to the caller; `totals` sums the declared fields over every match.
 */
export function viewRoutes(view: AnyView, options: ViewOptions): FastifyPluginAsync {
  const querystring = listQuerySchema(view);
  if (view.view.required.length > 0) querystring.required = [...view.view.required];
  return namedPlugin(`view ${view.key}`, async (app) => {
    const [permission = view.permissions.list, ...also] = permittedCodes(view, 'list');
    app.get<{ Querystring: ListQuery }>(
      `/${view.key}/list`,
      {
        config: { access: { permission: [permission, ...also] } },
        schema: {
          tags: [view.label],
          summary: `${view.label}列表`,
          querystring,
          response: responsesOf(viewListAnswerSchema(view)),
        },
      },
      async (request): Promise<ApiEnvelope<ViewListPayload<Row>>> => {
        const auth = authOf(request);
        assertResourceReachable(view, auth);
        const { query } = request;
        const ctx = { db: app.db, auth, query, now: nowSeconds(), view, dialect: app.dbKind };
        const { rows, total, totals } = await listViewRows(ctx, options.source);
        return ok(request, {
          row: rows,
          paging_header: { total_count: total, page_index: query.page_index, page_size: query.page_size },
          ...(view.view.totals.length > 0 && { totals }),
        });
      },
    );
    recordEndpoint({
      method: 'GET',
      url: `${app.prefix}/${view.key}/list`,
      resource: view.key,
      operation: 'list',
      permission,
      ...(also.length > 0 && { also }),
      byId: false,
      kind: 'view',
    });
    const [exportPermission, ...alsoExport] = permittedCodes(view, 'export');
    if (exportPermission) {
      registerExportRoute(
        app,
        { resource: view, view: options.source },
        {
          method: 'POST',
          url: `/${view.key}/export`,
          config: { access: { permission: [exportPermission, ...alsoExport] } },
          preValidation: async (request) => assertResourceReachable(view, authOf(request)),
        },
      );
      recordEndpoint({
        method: 'POST',
        url: `${app.prefix}/${view.key}/export`,
        resource: view.key,
        operation: 'export',
        permission: exportPermission,
        ...(alsoExport.length > 0 && { also: alsoExport }),
        byId: false,
        kind: 'view',
      });
    }
    registered.set(view.key, view);
  });
}
