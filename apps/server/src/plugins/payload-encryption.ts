import {
  ApiCode,
  findLooseJsonNumber,
  isSealedBody,
  openPayloadText,
  parsePayloadJson,
  PAYLOAD_KEY_UNKNOWN_HINT,
  PAYLOAD_OPEN_FAILED_MESSAGE,
  PAYLOAD_SEAL_ALG,
  PayloadSealError,
  okResponse,
  publishServerKey,
  SERVER_KEY_PAYLOAD,
  type ServerKeyPair,
  type ServerKeyPayload,
} from '@console/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.js';
import { fieldHintOf } from '../http/field-label.js';
import { ok } from '../http/envelope.js';
import { loadPayloadKey } from './payload-key-store.js';

export interface PayloadEncryptionOptions {
  /** PAYLOAD_PRIVATE_KEY (base64url); overrides the key stored in system_meta. */
  privateKey?: string;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Nothing worth sealing: an absent body, an empty string, {} or []. */
function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  return typeof body === 'object' && Object.keys(body).length === 0;
}

function openOrRefuse(request: FastifyRequest, body: unknown, key: ServerKeyPair): unknown {
  try {
    const text = openPayloadText(body, key, { method: request.method, path: request.url });
    // As strict as a plain body (input-guard.ts): JSON.parse would round 20.0 or 1e400 unseen.
    const loose = findLooseJsonNumber(text);
    if (loose) throw new AppError(ApiCode.VALIDATION, loose.message, fieldHintOf(request, loose.field));
    return parsePayloadJson(text);
  } catch (error) {
    if (!(error instanceof PayloadSealError)) throw error;
    request.log.info({ reason: error.reason }, 'sealed body refused');
    const hint = error.reason === 'unknown-kid' ? PAYLOAD_KEY_UNKNOWN_HINT : undefined;
    throw new AppError(ApiCode.VALIDATION, PAYLOAD_OPEN_FAILED_MESSAGE, hint);
  }
}

/**
 * Request-body sealing (ARCHITECTURE section 3). Called on the root instance before any route, so
 * its preValidation hook covers every route; it also adds GET /api/secret. preValidation runs after
 * auth (onRequest) and before schema validation, so schemas check the opened body. Responses stay plain.
 */
export async function registerPayloadEncryption(
  app: FastifyInstance,
  options: PayloadEncryptionOptions = {},
): Promise<void> {
  const key = await loadPayloadKey(app.db, options.privateKey);
  const required = app.config.payloadEncryption === 'required';
  const published: ServerKeyPayload = {
    kid: key.kid,
    public_key: publishServerKey(key).publicKey,
    alg: PAYLOAD_SEAL_ALG,
  };

  app.get(
    '/api/secret',
    {
      config: { access: 'public' },
      schema: {
        tags: ['系统'],
        summary: '请求加密公钥（无需令牌）',
        response: okResponse(SERVER_KEY_PAYLOAD),
      },
    },
    async (request) => ok(request, published),
  );

  app.addHook('preValidation', async (request) => {
    if (isSealedBody(request.body)) {
      request.body = openOrRefuse(request, request.body, key);
      return;
    }
    if (
      required &&
      BODY_METHODS.has(request.method) &&
      !isEmptyBody(request.body) &&
      !request.routeOptions.config.plainBody
    ) {
      throw new AppError(ApiCode.VALIDATION, '请求未加密');
    }
  });
}
