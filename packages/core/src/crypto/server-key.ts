import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToBase64url } from './base64url.js';
import { randomBytesOf, secureRandomBytes, type RandomBytes } from './random.js';
import { x25519 } from './x25519.js';

export const PAYLOAD_SEAL_ALG = 'X25519-HKDF-SHA256-AES256GCM';
export const X25519_KEY_LENGTH = 32;

/** The server's long-lived X25519 key pair; kid is a fingerprint of the public key. */
export interface ServerKeyPair {
  kid: string;
  publicKey: Uint8Array;
  privateKey: Uint8Array;
}

/** What a client needs to seal: the key id and the base64url public key. */
export interface PublishedServerKey {
  kid: string;
  publicKey: string;
}

/** Payload of GET /api/secret (snake_case, as on the wire). */
export interface ServerKeyPayload {
  kid: string;
  public_key: string;
  alg: typeof PAYLOAD_SEAL_ALG;
}

/**
 * Derived from the public key instead of stored beside it, so an env override or a restored backup
 * can never disagree with its own kid, and a key change always changes the kid.
 */
export function keyIdOf(publicKey: Uint8Array): string {
  return bytesToBase64url(sha256(publicKey).subarray(0, 8));
}

export function serverKeyPairFromPrivateKey(privateKey: Uint8Array): ServerKeyPair {
  if (privateKey.length !== X25519_KEY_LENGTH) throw new TypeError('X25519 private key must be 32 bytes');
  const publicKey = x25519.getPublicKey(privateKey);
  return { kid: keyIdOf(publicKey), publicKey, privateKey };
}

export function generateServerKeyPair(random: RandomBytes = secureRandomBytes): ServerKeyPair {
  return serverKeyPairFromPrivateKey(randomBytesOf(random, X25519_KEY_LENGTH));
}

export function publishServerKey(pair: ServerKeyPair): PublishedServerKey {
  return { kid: pair.kid, publicKey: bytesToBase64url(pair.publicKey) };
}
