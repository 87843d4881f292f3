import { createHash, randomBytes } from 'node:crypto';

/** Opaque bearer tokens: 256 random bits; only their SHA-256 is stored, so a database leak signs nobody in. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Access tokens live two hours; the web app refreshes them when fewer than 1200 s remain. */
export const ACCESS_TOKEN_TTL_S = 2 * 60 * 60;

export function bearerFrom(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,128})$/i.exec(header.trim());
  return match?.[1];
}
