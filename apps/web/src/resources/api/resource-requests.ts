import {
  operationPath,
  type AnyResource,
  type ListPayload,
  type ReportFormat,
  type RowOf,
} from '@console/core';
import { ApiError } from '../../lib/api-error';
import { api } from '../../lib/request';
import type { ListParams } from '../types';

/**
 * Query keys per resource: every key starts with resource.key, so invalidating [resource.key] after a
 * change refreshes its lists, its details and any select that loads its rows as options.
 */
export const resourceKeys = {
  all: (key: string) => [key] as const,
  list: (key: string, params: ListParams) => [key, 'list', params] as const,
  detail: (key: string, id: number) => [key, 'detail', id] as const,
};

/** A row outside the caller's scope answers 404 like a missing one (ARCHITECTURE section 4). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 2404);
}

/** Signed in but without the code the endpoint checks. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.code === 2403);
}

function emptyPage<Row>(params: ListParams): ListPayload<Row> {
  return {
    row: [],
    paging_header: { total_count: 0, page_index: params.page_index, page_size: params.page_size },
  };
}

/** GET {key}/list. `key` rather than a definition, so a select can load another resource's rows. */
export async function fetchList<R extends AnyResource>(
  resource: R,
  params: ListParams,
  signal?: AbortSignal,
): Promise<ListPayload<RowOf<R>>> {
  // The engine answers a list with the definition's fields, so its rows are the definition's rows.
  const { payload } = await api.get<ListPayload<RowOf<R>>>(`${resource.key}/list`, { ...params }, { signal });
  return payload ?? emptyPage<RowOf<R>>(params);
}

/**
 * GET {key}/detail (or `GET {key}`, see core's operationPath), typed by the definition (the engine answers with its fields); a 404 is left to
 * the screen, which says 数据不存在或无权查看 itself.
 */
export async function fetchDetail<R extends AnyResource>(
  resource: R,
  id: number,
  signal?: AbortSignal,
): Promise<RowOf<R> | null> {
  const { payload } = await api.get<RowOf<R>>(
    operationPath(resource, 'detail').path,
    { id },
    { silent: isNotFound, signal },
  );
  return payload ?? null;
}

export async function createRow(resource: AnyResource, body: Record<string, unknown>): Promise<unknown> {
  const { payload } = await api.post(operationPath(resource, 'create').path, body);
  return payload;
}

export async function updateRow(
  resource: AnyResource,
  body: Record<string, unknown> & { id: number },
): Promise<void> {
  await api.put(operationPath(resource, 'update').path, body);
}

export async function deleteRow(resource: AnyResource, id: number): Promise<void> {
  await api.delete(operationPath(resource, 'delete').path, { id });
}

/** A declared action: PUT {key}/{action} with the row id and whatever the action adds. */
export async function runAction(
  resource: AnyResource,
  action: string,
  body: Record<string, unknown> & { id: number },
): Promise<void> {
  await api.put(operationPath(resource, { action }).path, body);
}

/**
 * POST {key}/export: queues a report task with the list's current filters (paging and order dropped:
 * an export takes every matching row); the answer is 1001, which the export dialog turns into news.
 */
export function requestExport(resource: AnyResource, params: ListParams, format: ReportFormat) {
  const { page_index: _index, page_size: _size, sort_by: _by, sort_order: _order, ...filters } = params;
  return api.post<{ task_id: number }>(operationPath(resource, 'export').path, { ...filters, format });
}
