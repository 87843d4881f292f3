import { RANDOM_STRING_LENGTH } from '../constants.js';

export const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// Web Crypto is global in browsers and Node 20, but core's lib settings declare neither.
interface RandomSource {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/**
 * A random string from a cryptographic source (nonces, request ids). Bytes past the largest
 * multiple of the alphabet size are redrawn, so every character is equally likely.
 */
export function randomString(length: number = RANDOM_STRING_LENGTH, alphabet: string = ALPHANUMERIC): string {
  const { crypto } = globalThis as unknown as { crypto?: RandomSource };
  if (!crypto) throw new Error('Web Crypto is not available');
  if (alphabet.length === 0 || alphabet.length > 256)
    throw new RangeError('alphabet must have 1-256 characters');
  const limit = 256 - (256 % alphabet.length);
  let result = '';
  while (result.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length - result.length))) {
      if (byte < limit) result += alphabet.charAt(byte % alphabet.length);
    }
  }
  return result;
}
