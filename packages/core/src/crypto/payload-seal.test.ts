import { utf8ToBytes } from '@noble/ciphers/utils.js';
import { describe, expect, it, vi } from 'vitest';
import { base64urlToBytes, bytesToBase64url } from './base64url.js';
import {
  isSealedBody,
  openPayload,
  PayloadSealError,
  sealPayload,
  type PayloadOpenFailure,
  type SealedBody,
} from './payload-seal.js';
import { secureRandomBytes } from './random.js';
import { generateServerKeyPair, publishServerKey, serverKeyPairFromPrivateKey } from './server-key.js';

interface RandomSource {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

const server = generateServerKeyPair();
const published = publishServerKey(server);
const context = { method: 'POST', path: '/api/merchant/manager/passwd' };
const body = { old_passwd: 'Abc12345', new_passwd: '新密码Xyz9', list: [1, null, true] };

function failure(run: () => unknown): PayloadOpenFailure | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof PayloadSealError) return error.reason;
    throw error;
  }
  return undefined;
}

/** Flips one bit in a base64url field; re-encoding keeps the field well-formed so only crypto can notice. */
function flipBit(field: string): string {
  const bytes = base64urlToBytes(field);
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  return bytesToBase64url(bytes);
}

function tampered(sealed: SealedBody, field: 'epk' | 'iv' | 'ct'): SealedBody {
  return { sealed: { ...sealed.sealed, [field]: flipBit(sealed.sealed[field]) } };
}

describe('payload sealing', () => {
  it('round-trips a JSON body and hides its content', () => {
    const sealed = sealPayload(body, published, context);
    expect(sealed.sealed).toMatchObject({ v: 1, kid: server.kid });
    expect(JSON.stringify(sealed)).not.toContain('Abc12345');
    expect(openPayload(sealed, server, context)).toEqual(body);
    expect(openPayload(sealed, server.privateKey, context)).toEqual(body);
  });

  it('uses a fresh ephemeral key and nonce per call', () => {
    const a = sealPayload(body, published, context).sealed;
    const b = sealPayload(body, published, context).sealed;
    expect(a.epk).not.toBe(b.epk);
    expect(a.iv).not.toBe(b.iv);
    expect(base64urlToBytes(a.iv)).toHaveLength(12);
    expect(base64urlToBytes(a.epk)).toHaveLength(32);
  });

  it('seals scalars and non-ASCII text too', () => {
    for (const value of [null, 0, 'ä中文', [], { a: { b: '车牌 粤B12345' } }]) {
      expect(openPayload(sealPayload(value, published, context), server, context)).toEqual(value);
    }
    expect(() => sealPayload(undefined, published, context)).toThrow(TypeError);
  });

  it.each(['ct', 'iv', 'epk'] as const)('refuses a tampered %s', (field) => {
    const sealed = sealPayload(body, published, context);
    expect(failure(() => openPayload(tampered(sealed, field), server, context))).toBe('decrypt-failed');
  });

  it('refuses a truncated tag and malformed fields', () => {
    const { sealed } = sealPayload(body, published, context);
    const cases: SealedBody['sealed'][] = [
      { ...sealed, ct: sealed.ct.slice(0, 10) },
      { ...sealed, iv: `${sealed.iv}AA` },
      { ...sealed, epk: '!!!' },
      { ...sealed, ct: `${sealed.ct}=` },
    ];
    for (const bad of cases)
      expect(failure(() => openPayload({ sealed: bad }, server, context))).toBe('malformed');
    expect(failure(() => openPayload({ sealed: { ...sealed, v: 2 } }, server, context))).toBe(
      'unsupported-version',
    );
    expect(failure(() => openPayload({ plain: true }, server, context))).toBe('malformed');
  });

  it('binds the ciphertext to method and path (AAD)', () => {
    const sealed = sealPayload(body, published, context);
    const elsewhere = { method: 'POST', path: '/api/merchant/manager/add' };
    expect(failure(() => openPayload(sealed, server, elsewhere))).toBe('decrypt-failed');
    expect(failure(() => openPayload(sealed, server, { ...context, method: 'PUT' }))).toBe('decrypt-failed');
    // Method case and query string are not part of the binding, so both sides may pass raw values.
    expect(openPayload(sealed, server, { method: 'post', path: `${context.path}?x=1` })).toEqual(body);
  });

  it('reports an unknown kid separately, so the client knows to refetch the key', () => {
    const sealed = sealPayload(body, published, context);
    const rotated = generateServerKeyPair();
    expect(failure(() => openPayload(sealed, rotated, context))).toBe('unknown-kid');
    // A body sealed to the old key but relabelled with the new kid still cannot be opened.
    const relabelled = { sealed: { ...sealed.sealed, kid: rotated.kid } };
    expect(failure(() => openPayload(relabelled, rotated, context))).toBe('decrypt-failed');
  });

  it('refuses prototype-poisoning JSON inside a valid seal', () => {
    const sealed = sealPayload(JSON.parse('{"__proto__":{"admin":true}}'), published, context);
    expect(failure(() => openPayload(sealed, server, context))).toBe('invalid-json');
  });

  it('detects sealed bodies by shape', () => {
    expect(isSealedBody(sealPayload(body, published, context))).toBe(true);
    expect(isSealedBody({ sealed: {} })).toBe(true);
    for (const plain of [null, undefined, 'sealed', [], body, { sealed: 'x' }, { sealed: {}, other: 1 }]) {
      expect(isSealedBody(plain)).toBe(false);
    }
  });

  it('is deterministic with an injected random source', () => {
    let counter = 0;
    const fixed = (n: number) => new Uint8Array(n).fill(++counter);
    const pair = generateServerKeyPair(fixed);
    expect(serverKeyPairFromPrivateKey(pair.privateKey).kid).toBe(pair.kid);
    const a = sealPayload(body, publishServerKey(pair), context, (n) => new Uint8Array(n).fill(7));
    const b = sealPayload(body, publishServerKey(pair), context, (n) => new Uint8Array(n).fill(7));
    expect(a).toEqual(b);
    expect(() => sealPayload(body, published, context, () => new Uint8Array(3))).toThrow('3 bytes');
  });

  it('works without crypto.subtle, needing only getRandomValues', () => {
    const realCrypto = (globalThis as { crypto?: RandomSource }).crypto;
    if (!realCrypto) throw new Error('test needs crypto.getRandomValues');
    const getRandomValues = <T extends Uint8Array>(array: T) => realCrypto.getRandomValues(array);
    const noSubtle = new Proxy(
      { getRandomValues },
      {
        get(target, property) {
          if (property === 'subtle') throw new Error('crypto.subtle must not be used');
          return Reflect.get(target, property);
        },
      },
    );
    vi.stubGlobal('crypto', noSubtle);
    try {
      const pair = generateServerKeyPair();
      const sealed = sealPayload(body, publishServerKey(pair), context);
      expect(openPayload(sealed, pair, context)).toEqual(body);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('fails loudly when no random source exists', () => {
    vi.stubGlobal('crypto', undefined);
    try {
      expect(() => sealPayload(body, published, context)).toThrow('getRandomValues');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('base64url', () => {
  it('round-trips random bytes of every length residue', () => {
    for (let length = 0; length < 70; length++) {
      const bytes = secureRandomBytes(length);
      const text = bytesToBase64url(bytes);
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(base64urlToBytes(text)).toEqual(bytes);
    }
  });

  it('matches RFC 4648 test vectors without padding', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'Zg'],
      ['fo', 'Zm8'],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg'],
      ['fooba', 'Zm9vYmE'],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [plain, encoded] of vectors) {
      expect(bytesToBase64url(utf8ToBytes(plain))).toBe(encoded);
    }
    expect(bytesToBase64url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
  });

  it('rejects padding, foreign characters, bad lengths and non-canonical tails', () => {
    for (const bad of ['Zg==', 'Z', 'Zm9v+', 'Zm/v', 'Zh', 'Zm9', 'Zm9vé']) {
      expect(() => base64urlToBytes(bad)).toThrow(TypeError);
    }
  });
});
