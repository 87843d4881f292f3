import { gcm } from '@noble/ciphers/aes.js';
import { bytesToUtf8, concatBytes, utf8ToBytes } from '@noble/ciphers/utils.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64urlToBytes, bytesToBase64url } from './base64url.js';
import { randomBytesOf, secureRandomBytes, type RandomBytes } from './random.js';
import { x25519 } from './x25519.js';
import {
  serverKeyPairFromPrivateKey,
  X25519_KEY_LENGTH,
  type PublishedServerKey,
  type ServerKeyPair,
} from './server-key.js';

/**
 * Request-body sealing (ARCHITECTURE section 3): ECIES-style X25519 + HKDF-SHA256 + AES-256-GCM in
 * pure JS, because plain-HTTP intranet pages have no crypto.subtle. Every request uses a fresh
 * ephemeral key pair, so no state is shared between client and server beyond the published key.
 */
export const PAYLOAD_SEAL_VERSION = 1;
const INFO = 'console-payload-v1';
const IV_LENGTH = 12;
const TAG_LENGTH = 16;

export interface SealedPayload {
  v: typeof PAYLOAD_SEAL_VERSION;
  kid: string;
  /** Client ephemeral X25519 public key, base64url. */
  epk: string;
  /** AES-GCM nonce, 12 bytes, base64url. */
  iv: string;
  /** Ciphertext with the 16-byte GCM tag appended, base64url. */
  ct: string;
}

/** The whole JSON request body of a sealed call. */
export interface SealedBody {
  sealed: SealedPayload;
}

/** What the ciphertext is bound to, so a sealed body cannot be replayed to another endpoint. */
export interface SealContext {
  method: string;
  /** URL path; anything from "?" or "#" on is ignored, so both sides may pass the raw URL. */
  path: string;
}

export type PayloadOpenFailure =
  'malformed' | 'unsupported-version' | 'unknown-kid' | 'decrypt-failed' | 'invalid-json';

/** Why a sealed body could not be opened; the server maps every reason to a 400. */
export class PayloadSealError extends Error {
  readonly reason: PayloadOpenFailure;

  constructor(reason: PayloadOpenFailure) {
    super(`sealed payload could not be opened: ${reason}`);
    this.name = 'PayloadSealError';
    this.reason = reason;
  }
}

/** Shown to the user when the server cannot open a sealed body. */
export const PAYLOAD_OPEN_FAILED_MESSAGE = '请求数据解密失败';
/**
 * The hint of that answer when only the key id was unknown (the server key changed). Client and
 * server share this constant, so the client can refetch the key and retry once.
 */
export const PAYLOAD_KEY_UNKNOWN_HINT = '服务器加密密钥已更新，请重试';

function additionalData(kid: string, context: SealContext): Uint8Array {
  const path = context.path.split(/[?#]/, 1)[0] ?? '';
  return utf8ToBytes([INFO, PAYLOAD_SEAL_VERSION, kid, context.method.toUpperCase(), path].join('\n'));
}

function deriveKey(shared: Uint8Array, epk: Uint8Array, serverPublic: Uint8Array): Uint8Array {
  return hkdf(sha256, shared, concatBytes(epk, serverPublic), utf8ToBytes(INFO), 32);
}

export function sealPayload(
  body: unknown,
  server: PublishedServerKey,
  context: SealContext,
  random: RandomBytes = secureRandomBytes,
): SealedBody {
  const json = JSON.stringify(body);
  if (json === undefined) throw new TypeError('sealPayload: body is not JSON-serialisable');
  return sealPayloadText(json, server, context, random);
}

/** Seals JSON text as it is (a client that writes its own JSON; tests of how the text is read). */
export function sealPayloadText(
  json: string,
  server: PublishedServerKey,
  context: SealContext,
  random: RandomBytes = secureRandomBytes,
): SealedBody {
  const serverPublic = base64urlToBytes(server.publicKey);
  if (serverPublic.length !== X25519_KEY_LENGTH) throw new TypeError('server public key must be 32 bytes');
  const ephemeral = randomBytesOf(random, X25519_KEY_LENGTH);
  const epk = x25519.getPublicKey(ephemeral);
  const key = deriveKey(x25519.getSharedSecret(ephemeral, serverPublic), epk, serverPublic);
  const iv = randomBytesOf(random, IV_LENGTH);
  const ct = gcm(key, iv, additionalData(server.kid, context)).encrypt(utf8ToBytes(json));
  return {
    sealed: {
      v: PAYLOAD_SEAL_VERSION,
      kid: server.kid,
      epk: bytesToBase64url(epk),
      iv: bytesToBase64url(iv),
      ct: bytesToBase64url(ct),
    },
  };
}

/** Loose on purpose: anything shaped `{ sealed: {...} }` is treated as sealed, and opening judges the rest. */
export function isSealedBody(body: unknown): body is { sealed: Record<string, unknown> } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'sealed') return false;
  const sealed = (body as { sealed: unknown }).sealed;
  return typeof sealed === 'object' && sealed !== null && !Array.isArray(sealed);
}

function decodeField(value: unknown, length?: number): Uint8Array {
  if (typeof value !== 'string') throw new PayloadSealError('malformed');
  let bytes: Uint8Array;
  try {
    bytes = base64urlToBytes(value);
  } catch {
    throw new PayloadSealError('malformed');
  }
  if (length !== undefined && bytes.length !== length) throw new PayloadSealError('malformed');
  return bytes;
}

/** JSON.parse that refuses prototype poisoning, matching Fastify's default body parser. */
export function parsePayloadJson(text: string): unknown {
  try {
    return parseStrict(text);
  } catch (error) {
    throw error instanceof PayloadSealError ? error : new PayloadSealError('invalid-json');
  }
}

function parseStrict(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => {
    const poisoned =
      key === '__proto__' ||
      (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value);
    if (poisoned) throw new PayloadSealError('invalid-json');
    return value;
  });
}

/**
 * Opens a sealed body and returns the original JSON value. Pass the key pair when you have it;
 * a bare private key costs one extra scalar multiplication per call to derive the public key.
 */
export function openPayload(
  body: unknown,
  server: ServerKeyPair | Uint8Array,
  context: SealContext,
): unknown {
  return parsePayloadJson(openPayloadText(body, server, context));
}

/**
 * The JSON text inside a sealed body, not yet parsed, so a server can read it as strictly as a
 * plain body (numbers written loosely, `20.0` or `1e400`, are refused before JSON.parse rounds them).
 */
export function openPayloadText(
  body: unknown,
  server: ServerKeyPair | Uint8Array,
  context: SealContext,
): string {
  if (!isSealedBody(body)) throw new PayloadSealError('malformed');
  const { v, kid, epk, iv, ct } = body.sealed;
  if (v !== PAYLOAD_SEAL_VERSION) throw new PayloadSealError('unsupported-version');
  if (typeof kid !== 'string') throw new PayloadSealError('malformed');
  const pair = server instanceof Uint8Array ? serverKeyPairFromPrivateKey(server) : server;
  if (kid !== pair.kid) throw new PayloadSealError('unknown-kid');
  const epkBytes = decodeField(epk, X25519_KEY_LENGTH);
  const ivBytes = decodeField(iv, IV_LENGTH);
  const ctBytes = decodeField(ct);
  if (ctBytes.length < TAG_LENGTH) throw new PayloadSealError('malformed');

  let plain: Uint8Array;
  try {
    // Low-order epk points make getSharedSecret throw; they fail like any forged body.
    const key = deriveKey(x25519.getSharedSecret(pair.privateKey, epkBytes), epkBytes, pair.publicKey);
    plain = gcm(key, ivBytes, additionalData(kid, context)).decrypt(ctBytes);
  } catch {
    throw new PayloadSealError('decrypt-failed');
  }
  try {
    return bytesToUtf8(plain);
  } catch {
    throw new PayloadSealError('invalid-json');
  }
}
