/**
 * RFC 4648 base64url without padding. Our own few lines because core must run in browsers and Node
 * alike: no Buffer, and btoa/atob work on "binary strings" rather than bytes.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DECODE = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i;

export function bytesToBase64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = bytes.subarray(i, i + 3);
    const n = ((chunk[0] ?? 0) << 16) | ((chunk[1] ?? 0) << 8) | (chunk[2] ?? 0);
    // 1 byte gives 2 characters, 2 give 3, 3 give 4.
    for (let c = 0; c <= chunk.length; c++) out += ALPHABET.charAt((n >> (18 - 6 * c)) & 63);
  }
  return out;
}

/**
 * Strict decoder: rejects padding, foreign characters, impossible lengths and non-zero trailing bits,
 * so every byte string has exactly one accepted spelling.
 */
export function base64urlToBytes(text: string): Uint8Array {
  if (text.length % 4 === 1) throw new TypeError('invalid base64url length');
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? (DECODE[code] ?? -1) : -1;
    if (value < 0) throw new TypeError('invalid base64url character');
    acc = (acc << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
    acc &= (1 << bits) - 1;
  }
  if (acc !== 0) throw new TypeError('non-canonical base64url');
  return out;
}
