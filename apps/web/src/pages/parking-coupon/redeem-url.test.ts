import { describe, expect, it } from 'vitest';
import { redeemUrl } from './redeem-url';

describe('redeemUrl', () => {
  it('puts a dynamic token or a fixed code on the public page address', () => {
    expect(redeemUrl({ token: 'ab_-1' }, 'https://p.example')).toBe(
      'https://p.example/coupon/redeem?t=ab_-1',
    );
    expect(redeemUrl({ code: 'ABCD2345' }, 'https://p.example')).toBe(
      'https://p.example/coupon/redeem?c=ABCD2345',
    );
  });
});
