import { x25519 as nobleX25519 } from '@noble/curves/ed25519.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { x25519 } from './x25519.js';

describe('x25519 on the Montgomery ladder alone', () => {
  it('meets RFC 7748 section 6.1 (Alice and Bob)', () => {
    const alice = hexToBytes('77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a');
    const bob = hexToBytes('5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb');
    const alicePublic = x25519.getPublicKey(alice);
    const bobPublic = x25519.getPublicKey(bob);
    expect(bytesToHex(alicePublic)).toBe('8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a');
    expect(bytesToHex(bobPublic)).toBe('de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f');
    const shared = '4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742';
    expect(bytesToHex(x25519.getSharedSecret(alice, bobPublic))).toBe(shared);
    expect(bytesToHex(x25519.getSharedSecret(bob, alicePublic))).toBe(shared);
  });

  it('agrees with noble’s Edwards-based x25519 on random keys', () => {
    for (let i = 0; i < 20; i++) {
      const mine = x25519.utils.randomSecretKey();
      const theirs = nobleX25519.utils.randomSecretKey();
      expect(x25519.getPublicKey(mine)).toEqual(nobleX25519.getPublicKey(mine));
      expect(x25519.getSharedSecret(mine, nobleX25519.getPublicKey(theirs))).toEqual(
        nobleX25519.getSharedSecret(theirs, x25519.getPublicKey(mine)),
      );
    }
  });
});
