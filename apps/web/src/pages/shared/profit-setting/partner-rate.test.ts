import { describe, expect, it } from 'vitest';
import { formatPartnerRate, percentToBasisPoints } from './partner-rate';

describe('partner share in basis points', () => {
  it('shows basis points as a percent with two decimals', () => {
    expect(formatPartnerRate(3000)).toBe('30.00%');
    expect(formatPartnerRate(1)).toBe('0.01%');
    expect(formatPartnerRate(10_000)).toBe('100.00%');
    expect(formatPartnerRate(null)).toBe('-');
    expect(formatPartnerRate(undefined)).toBe('-');
  });

  it('keeps a typed percent as whole basis points', () => {
    expect(percentToBasisPoints(30.5)).toBe(3050);
    expect(percentToBasisPoints(0.07)).toBe(7);
    // Binary fractions must not lose a point: 12.34 * 100 is 1233.9999…
    expect(percentToBasisPoints(12.34)).toBe(1234);
    expect(percentToBasisPoints(null)).toBeUndefined();
    expect(percentToBasisPoints(undefined)).toBeUndefined();
  });
});
