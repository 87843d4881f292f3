import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The sign-in captcha is an ALTCHA proof-of-work challenge (SHA-256): find the number n in
 * [0, maxnumber] with hex(SHA-256(salt + n)) equal to `challenge`. The server picks n, so it knows the
 * answer without storing anything but its hash; a person's browser spends a fraction of a second,
 * and a script pays the same work for every attempt. Pure JS (noble), so it also runs on plain-HTTP
 * intranet pages where WebCrypto is absent.
 */
export interface ProofOfWorkChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  salt: string;
  maxnumber: number;
}

/**
 * Searches numbers from `start` for at most `count` tries. Answers the number, or undefined when it
 * is not in that stretch, so a page can search in slices and keep the screen responsive.
 */
export function searchProofOfWork(
  task: ProofOfWorkChallenge,
  start: number,
  count: number,
): number | undefined {
  const end = Math.min(task.maxnumber, start + count - 1);
  // Compare digests as bytes: turning each one into hex would double the work per try.
  const target = hexToBytes(task.challenge);
  for (let n = start; n <= end; n += 1) {
    if (sameBytes(sha256(utf8ToBytes(task.salt + n)), target)) return n;
  }
  return undefined;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** The whole search at once (scripts, tests, the bench); undefined when no number fits. */
export function solveProofOfWork(task: ProofOfWorkChallenge): number | undefined {
  return searchProofOfWork(task, 0, task.maxnumber + 1);
}
