import { describe, expect, it } from 'vitest';
import { couponFaceInput, couponFaceProblem } from './face-value.js';

describe('couponFaceProblem', () => {
  it('checks each type in its own unit', () => {
    expect(couponFaceProblem(1, 500)).toBeUndefined();
    expect(couponFaceProblem(1, 0)).toBe('减免金额须为 ￥0.01-￥1000.00');
    expect(couponFaceProblem(2, 1441)).toBe('减免时长须为 1 分钟-1440 分钟');
    expect(couponFaceProblem(3, 0)).toBeUndefined();
    expect(couponFaceProblem(3, 5)).toBe('全免券不设面额');
    expect(couponFaceProblem(4, 1000)).toBeUndefined();
    expect(couponFaceProblem(5, 14_400)).toBeUndefined();
    expect(couponFaceProblem(6, 850)).toBeUndefined();
    expect(couponFaceProblem(6, 1000)).toBe('折扣须为 0.1折-9.9折');
    expect(couponFaceProblem(6, 855)).toBe('折扣最多一位小数');
    expect(couponFaceProblem(1, 1.5)).toBe('面额须为整数');
    expect(couponFaceProblem(9, 1)).toBe('请选择正确的券类型');
  });

  it('names the unit each type is typed in', () => {
    expect([1, 2, 3, 4, 5, 6].map((t) => couponFaceInput(t)?.unit)).toEqual([
      'fen',
      'minutes',
      'none',
      'fen',
      'minutes',
      'discount',
    ]);
  });
});
