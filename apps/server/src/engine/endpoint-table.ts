import { operationPath, type AnyResource, type RowOperation } from '@console/core';
import type { CrudOptions, EngineEndpoint, EngineOperation } from './engine-types.js';

/**
 * The endpoints a definition yields: list and detail always; create, update and delete when the
 * definition grants a code for them; export (which queues a job) when it grants an export code; each
 * declared action.
 * `base` is where the plugin is mounted ('/api'); the paths come from core's `operationPath`, which
 * the web app's requests use too.
 */
export function endpointsOf(resource: AnyResource, options: CrudOptions, base: string): EngineEndpoint[] {
  const { permissions: p } = resource;
  const endpoints: EngineEndpoint[] = [];
  const add = (operation: EngineOperation, permission: string | undefined, byId: boolean) => {
    if (!permission) return;
    const name = operation.replace(/^action:/, '');
    const at = operationPath(resource, operation === name ? (name as RowOperation) : { action: name });
    endpoints.push({
      method: at.method,
      url: `${base}/${at.path}`,
      resource: resource.key,
      operation,
      permission,
      byId,
    });
  };
  add('list', p.list, false);
  add('detail', p.detail, true);
  add('create', p.create, false);
  add('update', p.update, true);
  add('delete', p.delete, true);
  add('export', p.export, false);
  for (const [name, action] of Object.entries(resource.actions)) {
    // A declared state change needs no handler: the engine moves the row itself.
    if (options.actions?.[name] || action.to) add(`action:${name}`, action.permission, true);
  }
  return endpoints;
}

// Filled as plugins register, so tests can walk exactly what an app serves; one entry per route.
const registered = new Map<string, EngineEndpoint>();

export function recordEndpoint(endpoint: EngineEndpoint): void {
  registered.set(`${endpoint.method} ${endpoint.url}`, endpoint);
}

/** Every engine endpoint registered in this process so far (by any app built in it). */
export function registeredEndpoints(): EngineEndpoint[] {
  return [...registered.values()];
}
