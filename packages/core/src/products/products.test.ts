import { describe, expect, it } from 'vitest';
import {
  ALL_PRODUCT_CODES,
  PRODUCT_CATALOGUE,
  isPlatformType,
  isProductCode,
  productLabel,
} from './products.js';

describe('product entitlements', () => {
  it.each([
    'partner',
    'merchant',
    'advertiser',
    'iot',
    'system',
    'contract',
    'materiel',
    'group',
    'mcoupon',
    'advertising',
    'parking',
    'energy',
    'payment',
    'invoice',
    'profit',
    'okr',
    'trading',
    'settlement',
  ])('knows %s', (code) => {
    expect(isProductCode(code)).toBe(true);
  });

  it('lists each code once with a Chinese label', () => {
    expect(new Set(ALL_PRODUCT_CODES).size).toBe(PRODUCT_CATALOGUE.length);
    for (const entry of PRODUCT_CATALOGUE) expect(entry.label).toMatch(/[\u4e00-\u9fa5]|OKR/);
  });

  it('tells platform types from products', () => {
    expect(isPlatformType('partner')).toBe(true);
    expect(isPlatformType('group')).toBe(false);
    expect(productLabel('merchant')).toBe('商户平台');
    expect(productLabel('nope')).toBe('nope');
  });
});
