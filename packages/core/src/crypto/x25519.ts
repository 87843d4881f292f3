import { pow } from '@noble/curves/abstract/modular.js';
import { montgomery } from '@noble/curves/abstract/montgomery.js';

const P = 2n ** 255n - 19n;

/**
 * X25519 (RFC 7748) on noble's Montgomery ladder alone, built as noble documents for `montgomery`.
 * noble's own `x25519` (in `ed25519.js`) computes the public key on the Edwards curve for speed,
 * which carried the whole Edwards implementation into the browser's sealing chunk, fetched while
 * the user signs in. Sealing makes one key pair a request, where the ladder's ~1 ms is no cost.
 */
export const x25519 = montgomery({
  P,
  type: 'x25519',
  adjustScalarBytes(bytes: Uint8Array) {
    bytes[0]! &= 248;
    bytes[31]! &= 127;
    bytes[31]! |= 64;
    return bytes;
  },
  powPminus2: (x: bigint) => pow(x, P - 2n, P),
});
