import { describe, expect, it } from 'vitest';
import { bonusAmountText, budgetUseOf } from './bonus-amount';

describe('bonus amounts', () => {
  it('reads a fixed amount and a random range', () => {
    expect(bonusAmountText({ bonus_kind: 1, amount: 200, min_amount: 0, max_amount: 0 })).toBe('￥2.00');
    expect(bonusAmountText({ bonus_kind: 2, amount: 0, min_amount: 100, max_amount: 500 })).toBe(
      '￥1.00 ~ ￥5.00',
    );
  });

  it('measures the budget spent in whole percent, never past 100', () => {
    expect(budgetUseOf({ budget: 1000, granted_amount: 400 })).toEqual({
      budget: 1000,
      granted: 400,
      remaining: 600,
      percent: 40,
    });
    expect(budgetUseOf({ budget: 300, granted_amount: 299 }).percent).toBe(99);
    expect(budgetUseOf({ budget: 0, granted_amount: 0 }).percent).toBe(0);
  });
});
