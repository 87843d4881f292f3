/** A source of cryptographically secure random bytes; injectable so tests can be deterministic. */
export type RandomBytes = (length: number) => Uint8Array;

interface RandomSource {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/**
 * crypto.getRandomValues exists in Node 20 and in every browser, also on plain-HTTP pages: unlike
 * crypto.subtle it does not need a secure context. Core's lib has no DOM or Node types, hence the cast.
 */
export const secureRandomBytes: RandomBytes = (length) => {
  const source = (globalThis as { crypto?: Partial<RandomSource> }).crypto;
  if (typeof source?.getRandomValues !== 'function') {
    throw new Error('crypto.getRandomValues is not available');
  }
  return source.getRandomValues(new Uint8Array(length));
};

/** Calls an injected source and checks it honoured the length, since a short key or nonce is a silent disaster. */
export function randomBytesOf(random: RandomBytes, length: number): Uint8Array {
  const bytes = random(length);
  if (!(bytes instanceof Uint8Array) || bytes.length !== length) {
    throw new Error(`random source returned ${bytes?.length} bytes instead of ${length}`);
  }
  return bytes;
}
