import { API_CODE_INFO, ApiCode, type ApiCodeValue, type ApiEnvelope } from '@console/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { fieldTitle } from './field-label.js';

function send(reply: FastifyReply, status: number, body: ApiEnvelope): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function envelope(request: FastifyRequest, code: ApiCodeValue, message?: string, hint?: string): ApiEnvelope {
  return {
    code,
    message: message ?? API_CODE_INFO[code].message,
    ...(hint && { hint }),
    seqno: request.id,
  };
}

/** Fastify's own 4xx errors (bad JSON, schema mismatch, body limit) mapped onto our catalogue. */
function mapFrameworkError(
  request: FastifyRequest,
  error: FastifyError,
): { code: ApiCodeValue; message?: string } | undefined {
  if (error.validation) return { code: ApiCode.VALIDATION, message: describeValidation(request, error) };
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { code: ApiCode.TOO_LARGE };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: ApiCode.UNSUPPORTED_MEDIA };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: ApiCode.VALIDATION, message: '请求体不是合法的 JSON' };
  }
  if (error.statusCode === 429) return { code: ApiCode.RATE_LIMITED };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { code: ApiCode.VALIDATION };
  }
  return undefined;
}

// Named by the schema's title (the definition's label) where it has one: 账号不正确, not 参数 account 不正确.
function describeValidation(request: FastifyRequest, error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return API_CODE_INFO[ApiCode.VALIDATION].message;
  const field = (first.instancePath || '').replace(/^\//, '') || String(first.params?.missingProperty ?? '');
  if (!field) return API_CODE_INFO[ApiCode.VALIDATION].message;
  const title = fieldTitle(request, field);
  return title ? `${title}不正确` : `参数 ${field} 不正确`;
}

/** One error handler: operational errors answer their code; everything else is logged and hidden. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'operational server error');
      return send(reply, error.status, envelope(request, error.code, error.message, error.hint));
    }
    const mapped = mapFrameworkError(request, error);
    if (mapped) {
      request.log.info({ err: { message: error.message, code: error.code } }, 'request refused');
      return send(reply, API_CODE_INFO[mapped.code].status, envelope(request, mapped.code, mapped.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, envelope(request, ApiCode.INTERNAL, undefined, '请将请求编号提供给技术支持'));
  });
}

/** The JSON 404 of the envelope, for unknown /api paths and missing files. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? '';
  const what = path.startsWith('/api') ? '接口' : '资源';
  return send(reply, 404, envelope(request, ApiCode.NOT_FOUND, `${what}不存在：${request.method} ${path}`));
}
