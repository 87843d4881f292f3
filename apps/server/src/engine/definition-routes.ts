import { allResources, allSettings, operationPath, type AnyResource } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from './crud-routes.js';
import { settingsRoutes } from './settings-routes.js';

/** Whether some module already answers the resource's list (its own crudRoutes or a hand-written route). */
function served(app: FastifyInstance, resource: AnyResource): boolean {
  const list = operationPath(resource, 'list');
  return app.hasRoute({ method: list.method, url: `${app.prefix}/${list.path}` });
}

/**
 * The endpoints of every definition no module registered: a plain resource (its definition says
 * everything) and a settings document need no server file. Registered last, so a module that adds
 * handlers or hooks (`crudRoutes(resource, { actions })`) always wins; views need their query and
 * are never derived. The routes are the same `crudRoutes` and `settingsRoutes` a module would call.
 */
export async function definitionRoutes(app: FastifyInstance): Promise<void> {
  for (const resource of allResources()) {
    if ('view' in resource || !resource.table || served(app, resource)) continue;
    await app.register(crudRoutes(resource));
  }
  for (const settings of allSettings()) {
    if (app.hasRoute({ method: 'GET', url: `${app.prefix}/${settings.key}/detail` })) continue;
    await app.register(settingsRoutes(settings));
  }
}
