import { ApiCode, type ApiEnvelope, type ListPayload, type PagingHeader } from '@console/core';
import type { FastifyRequest } from 'fastify';

/** Success with data (1001). */
export function ok<T>(request: FastifyRequest, payload: T): ApiEnvelope<T> {
  return { code: ApiCode.OK, message: '成功', seqno: request.id, payload };
}

/** Success without data (1002). */
export function done(request: FastifyRequest): ApiEnvelope<never> {
  return { code: ApiCode.OK_EMPTY, message: '成功', seqno: request.id };
}

export function list<T>(
  request: FastifyRequest,
  row: T[],
  paging: PagingHeader,
): ApiEnvelope<ListPayload<T>> {
  return ok(request, { row, paging_header: paging });
}
