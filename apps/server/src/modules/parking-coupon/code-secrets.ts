import { createHash, randomBytes, randomInt } from 'node:crypto';

// No I, O, 0 or 1: a code printed at a counter may be typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 16;

/** A fixed code: 16 characters of 32 (80 bits), so one cannot be guessed within any rate limit. */
export function newFixedCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)];
  return code;
}

/** A dynamic code's token: 24 random bytes, URL-safe; only its hash is stored. */
export function newDynamicToken(): string {
  return randomBytes(24).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The grant's request id for a public redeem: the client's id bound to the plate and the code, so a
 * retried submit finds its grant while another plate reusing someone's id cannot read theirs.
 */
export function publicRequestKey(clientRequestId: string, plate: string, codeKey: string): string {
  return `pub${createHash('sha256').update(`${clientRequestId}|${plate}|${codeKey}`).digest('hex').slice(0, 40)}`;
}
