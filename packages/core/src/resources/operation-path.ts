import type { AnyResource } from './define-resource.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RowOperation = 'list' | 'detail' | 'create' | 'update' | 'delete' | 'export';

const METHODS: Record<RowOperation, HttpMethod> = {
  list: 'GET',
  // Queues a report task with the list's filters (the body); answers 1001 with the task.
  export: 'POST',
  detail: 'GET',
  create: 'POST',
  update: 'PUT',
  delete: 'DELETE',
};

/**
 * The method and path (below `/api`) of one of a resource's calls, for the server that registers it
 * and the web app that sends it, so the two can never disagree. A declared action is `PUT {key}/<name>`.
 */
export function operationPath(
  resource: Pick<AnyResource, 'key' | 'paths'>,
  operation: RowOperation | { action: string },
): { method: HttpMethod; path: string } {
  if (typeof operation === 'object') return { method: 'PUT', path: `${resource.key}/${operation.action}` };
  const atKey = resource.paths === 'method' && operation !== 'list' && operation !== 'export';
  return { method: METHODS[operation], path: atKey ? resource.key : `${resource.key}/${operation}` };
}
