import { describe, expect, it } from 'vitest';
import { chargeRuleProblem, stayFee, type ChargeRule } from './charge-rule.js';

// 15 free minutes, ¥5 per started hour, at most ¥30 per 24 hours.
const RULE: ChargeRule = { free_minutes: 15, unit_minutes: 60, unit_price: 500, daily_cap: 3000 };
const T0 = 1_763_856_000;
const after = (minutes: number) => T0 + minutes * 60;

describe('stayFee', () => {
  it.each([
    [0, 0],
    [15, 0], // grace is inclusive
    [16, 500], // past grace the whole stay is charged from entry
    [60, 500],
    [61, 1000],
    [300, 2500],
    [360, 3000],
    [600, 3000], // capped within the first day
    [24 * 60, 3000],
    [24 * 60 + 1, 3500], // the second window starts at entry + 24 h
    [48 * 60 + 30, 6500],
  ])('a stay of %i minutes costs %i fen', (minutes, fee) => {
    expect(stayFee(RULE, T0, after(minutes))).toBe(fee);
  });

  it('charges nothing for an exit before the entry (clock skew)', () => {
    expect(stayFee(RULE, T0, T0 - 600)).toBe(0);
  });

  it('has no cap when daily_cap is 0', () => {
    expect(stayFee({ ...RULE, daily_cap: 0 }, T0, after(24 * 60))).toBe(24 * 500);
  });

  it('charges per started period of any length', () => {
    const halfHour = { free_minutes: 0, unit_minutes: 30, unit_price: 200, daily_cap: 0 };
    expect(stayFee(halfHour, T0, after(31))).toBe(400);
    expect(stayFee(halfHour, T0, T0 + 1)).toBe(200);
  });

  it('never exceeds cap × started days (property over many stays)', () => {
    for (let minutes = 0; minutes < 5 * 24 * 60; minutes += 37) {
      const fee = stayFee(RULE, T0, after(minutes));
      expect(fee).toBeLessThanOrEqual(Math.ceil(minutes / 1440) * RULE.daily_cap);
      expect(fee).toBeGreaterThanOrEqual(stayFee(RULE, T0, after(Math.max(0, minutes - 37))));
    }
  });
});

describe('chargeRuleProblem', () => {
  it('accepts a sound rule', () => expect(chargeRuleProblem(RULE)).toBeUndefined());
  it.each([
    [{ unit_minutes: 0 }, '计费周期须为 1-1440 分钟'],
    [{ free_minutes: -1 }, '免费时长须为 0-1440 分钟'],
    [{ unit_price: -5 }, '单价不能为负数'],
    [{ daily_cap: 100 }, '每日封顶不能低于单价'],
  ])('refuses %o', (change, message) => {
    expect(chargeRuleProblem({ ...RULE, ...change })).toBe(message);
  });
});
