import { describe, expect, it } from 'vitest';
import { formatCouponValue } from './coupon-value.js';
import { maskPhone } from './phone-mask.js';
import { formatPlate } from './plate-text.js';

describe('maskPhone', () => {
  it.each([
    ['13812345678', '138****5678'],
    [13812345678, '138****5678'],
    ['075512345678', '075*****5678'],
    ['12345678', '123*5678'],
    ['1234567', '*******'],
    ['110', '***'],
    [null, '-'],
    [undefined, '-'],
    ['', '-'],
  ])('%j → %s', (phone, text) => {
    expect(maskPhone(phone)).toBe(text);
  });
});

describe('formatCouponValue', () => {
  it.each([
    [1, 500, '￥5.00'],
    [1, '1050', '￥10.50'],
    [2, 60, '1小时'],
    [2, 90, '1.5小时'],
    [2, 100, '1.67小时'],
    [2, 30, '0.5小时'],
    [3, null, '全免'],
    [3, 0, '全免'],
    [4, 1200, '￥12.00'],
    [5, 120, '2小时'],
    [6, 850, '8.5折'],
    [6, 900, '9折'],
    [6, 75, '0.75折'],
    ['6', '880', '8.8折'],
    [1, null, '-'],
    [2, null, '-'],
    [2, 'abc', '-'],
    [6, '', '-'],
    [7, 100, '-'],
    [null, 100, '-'],
  ])('type %j value %j → %s', (type, value, text) => {
    expect(formatCouponValue(type, value)).toBe(text);
  });
});

describe('formatPlate', () => {
  it.each([
    ['粤B12345', 1, '粤B12345（蓝）'],
    ['粤B12345', '2', '粤B12345（黄）'],
    ['京AD12345', 5, '京AD12345（绿）'],
    ['粤B1234警', 3, '粤B1234警（白）'],
    ['使123456', 4, '使123456（黑）'],
    ['粤B12345', 9, '粤B12345（其他）'],
    ['粤B12345', 0, '粤B12345（其他）'],
    ['粤B12345', null, '粤B12345'],
    ['粤B12345', undefined, '粤B12345'],
    [' 粤B12345 ', 1, '粤B12345（蓝）'],
    ['', 1, '无牌车'],
    [null, 1, '无牌车'],
    [undefined, undefined, '无牌车'],
    ['无牌车', 2, '无牌车'],
  ])('%j colour %j → %s', (plate, color, text) => {
    expect(formatPlate(plate, color)).toBe(text);
  });
});
