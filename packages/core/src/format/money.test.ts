import { describe, expect, it } from 'vitest';
import { fenToYuan, formatMoney, yuanToFen } from './money.js';

describe('formatMoney', () => {
  it.each([
    [1234, '￥12.34'],
    [0, '￥0.00'],
    [5, '￥0.05'],
    [100, '￥1.00'],
    [123456789, '￥1234567.89'],
    [-1234, '-￥12.34'],
    [-5, '-￥0.05'],
    ['1999', '￥19.99'],
    [' 1999 ', '￥19.99'],
    [12.5, '￥0.13'], // a fractional fen is rounded half away from zero
    [-0.4, '￥0.00'],
    [null, '-'],
    [undefined, '-'],
    ['', '-'],
    ['abc', '-'],
    ['12,34', '-'],
    [Number.NaN, '-'],
    [Number.POSITIVE_INFINITY, '-'],
  ])('%j → %s', (fen, text) => {
    expect(formatMoney(fen)).toBe(text);
  });
});

describe('fenToYuan and yuanToFen', () => {
  it.each([
    [1999, '19.99'],
    [1, '0.01'],
    [-1, '-0.01'],
    [0, '0.00'],
    [9007199254740991, '90071992547409.91'],
  ])('fen %j is %s yuan', (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan);
  });

  it.each([
    ['19.99', 1999],
    [19.99, 1999], // 19.99 * 100 is 1998.9999999999998 in floating point
    [0.1 + 0.2, 30],
    [1.005, 101], // written 1.005, stored 1.00499999..., the written digits decide
    ['0.005', 1],
    ['-0.005', -1],
    ['12', 1200],
    ['12.', 1200],
    ['.5', 50],
    ['+3.5', 350],
    [1e-7, 0],
    ['abc', null],
    ['1.2.3', null],
    ['', null],
    ['.', null],
    ['1e3', null],
    [Number.NaN, null],
    ['99999999999999999999', null], // beyond safe integers
  ])('yuan %j is %j fen', (yuan, fen) => {
    expect(yuanToFen(yuan)).toBe(fen);
  });
});
