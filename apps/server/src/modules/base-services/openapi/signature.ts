import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The headers of a signed open-API call, and of a signed callback. */
export const OPEN_HEADERS = {
  appId: 'x-app-id',
  timestamp: 'x-timestamp',
  nonce: 'x-nonce',
  signature: 'x-signature',
  eventId: 'x-event-id',
} as const;

/** How far a call's timestamp may be from the server's clock, either way. */
export const TIMESTAMP_WINDOW_S = 300;

export function sha256Hex(body: string | Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

/**
 * What is signed: method, path with its query as sent, timestamp, nonce and the body's SHA-256,
 * one per line. The same string signs a callback (POST, the callback URL's path and query).
 */
export function canonicalRequest(parts: {
  method: string;
  path: string;
  timestamp: string;
  nonce: string;
  body: string | Buffer;
}): string {
  return [parts.method.toUpperCase(), parts.path, parts.timestamp, parts.nonce, sha256Hex(parts.body)].join(
    '\n',
  );
}

/** Lower-case hex HMAC-SHA256 of the canonical request under the app secret. */
export function sign(secret: string, canonical: string): string {
  return createHmac('sha256', secret).update(canonical).digest('hex');
}

/** Constant-time comparison of a given signature with the expected one. */
export function signatureMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
