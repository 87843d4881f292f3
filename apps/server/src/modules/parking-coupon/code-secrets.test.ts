import { describe, expect, it } from 'vitest';
import { newDynamicToken, newFixedCode, publicRequestKey, tokenHash } from './code-secrets.js';

describe('code secrets', () => {
  it('makes 16-character codes without look-alike characters, different each time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newFixedCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
  });

  it('stores tokens only as a 64-hex hash', () => {
    const token = newDynamicToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(token)).not.toContain(token);
  });

  it('binds a public request id to its plate', () => {
    expect(publicRequestKey('r1', '粤B12345', 'C')).toBe(publicRequestKey('r1', '粤B12345', 'C'));
    expect(publicRequestKey('r1', '粤B12345', 'C')).not.toBe(publicRequestKey('r1', '粤B99999', 'C'));
    expect(publicRequestKey('r1', '粤B12345', 'C').length).toBeLessThanOrEqual(64);
  });
});
