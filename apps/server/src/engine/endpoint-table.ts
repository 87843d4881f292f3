import type { AnyResource } from '@console/core';
import type { CrudOptions, EngineEndpoint } from './engine-types.js';

/**
 * The endpoints a definition yields: list and detail always; create, update and delete when the
 * definition grants a code for them; each declared action. Export and import are jobs, added later.
 * `base` is where the plugin is mounted ('/api').
 */
export function endpointsOf(resource: AnyResource, options: CrudOptions, base: string): EngineEndpoint[] {
  const url = (op: string) => `${base}/${resource.key}/${op}`;
  const { permissions: p } = resource;
  const endpoints: EngineEndpoint[] = [
    {
      method: 'GET',
      url: url('list'),
      resource: resource.key,
      operation: 'list',
      permission: p.list,
      byId: false,
    },
    {
      method: 'GET',
      url: url('detail'),
      resource: resource.key,
      operation: 'detail',
      permission: p.detail,
      byId: true,
    },
  ];
  if (p.create) {
    endpoints.push({
      method: 'POST',
      url: url('create'),
      resource: resource.key,
      operation: 'create',
      permission: p.create,
      byId: false,
    });
  }
  if (p.update) {
    endpoints.push({
      method: 'PUT',
      url: url('update'),
      resource: resource.key,
      operation: 'update',
      permission: p.update,
      byId: true,
    });
  }
  if (p.delete) {
    endpoints.push({
      method: 'DELETE',
      url: url('delete'),
      resource: resource.key,
      operation: 'delete',
      permission: p.delete,
      byId: true,
    });
  }
  for (const [name, action] of Object.entries(resource.actions)) {
    if (!options.actions?.[name] && !action.to) continue;
    endpoints.push({
      method: 'PUT',
      url: url(name),
      resource: resource.key,
      operation: `action:${name}`,
      permission: action.permission,
      byId: true,
    });
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
