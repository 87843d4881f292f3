import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { searchProofOfWork, solveProofOfWork, type ProofOfWorkChallenge } from './proof-of-work.js';

const task = (n: number, maxnumber = 5000): ProofOfWorkChallenge => {
  const salt = 'c0ffee?expires=1&';
  return { algorithm: 'SHA-256', salt, maxnumber, challenge: bytesToHex(sha256(utf8ToBytes(salt + n))) };
};

describe('ALTCHA proof of work solver', () => {
  it('finds the number behind a challenge', () => {
    expect(solveProofOfWork(task(4321))).toBe(4321);
    expect(solveProofOfWork(task(0))).toBe(0);
    expect(solveProofOfWork(task(5000))).toBe(5000);
  });

  it('searches in slices, so a page can yield between them', () => {
    expect(searchProofOfWork(task(4321), 0, 4000)).toBeUndefined();
    expect(searchProofOfWork(task(4321), 4000, 4000)).toBe(4321);
  });

  it('answers undefined when no number up to maxnumber fits', () => {
    expect(solveProofOfWork({ ...task(4321), maxnumber: 4000 })).toBeUndefined();
  });
});
