import { operationPath, permittedCodes, type AnyResource, type RowOperation } from '@console/core';
import type { CrudOptions, EngineEndpoint, EngineOperation } from './engine-types.js';

/**
 * The endpoints a definition yields: list and detail always; create, update and delete when the
 * definition grants a code for them; export (which queues a job) when it grants an export code; each
 * declared action.
 * `base` is where the plugin is mounted ('/api'); the paths come from core's `operationPath`, which
 * the web app's requests use too.
 */
export function endpointsOf(resource: AnyResource, options: CrudOptions, base: string): EngineEndpoint[] {
  const endpoints: EngineEndpoint[] = [];
  const add = (operation: EngineOperation, byId: boolean) => {
    const name = operation.replace(/^action:/, '');
    const op = operation === name ? (name as RowOperation | 'export') : { action: name };
    const [permission, ...also] = permittedCodes(resource, op);
    if (!permission) return;
    const at = operationPath(resource, operation === name ? (name as RowOperation) : { action: name });
    endpoints.push({
      method: at.method,
      url: `${base}/${at.path}`,
      resource: resource.key,
      operation,
      permission,
      ...(also.length > 0 && { also }),
      byId,
    });
  };
  add('list', false);
  add('detail', true);
  add('create', false);
  add('update', true);
  add('delete', true);
  add('export', false);
  for (const [name, action] of Object.entries(resource.actions)) {
    // A declared state change needs no handler: the engine moves the row itself.
    if (options.actions?.[name] || action.to) add(`action:${name}`, true);
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
