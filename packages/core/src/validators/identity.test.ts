import { describe, expect, it } from 'vitest';
import { hongKongIdCheckDigit, isHongKongId, isMacauId, isTaiwanId } from './hmt-id.js';
import { isMainlandId, mainlandIdCheckChar } from './mainland-id.js';

// Check characters below were computed by hand with ISO 7064 MOD 11-2 and cross-checked with an
// independent script; 11010519491231002X is the worked example of GB 11643-1999.
const NOW = Date.UTC(2024, 5, 1);

describe('isMainlandId', () => {
  it.each([
    '11010519491231002X',
    '11010519491231002x',
    '44030419900307123X',
    '310115200002294567', // born 29 February 2000, a leap day
    '440106198501010015',
    '510108197910100034',
    '110105491231002', // legacy 15 digits, born 1949-12-31
    '440301900307123',
  ])('accepts %s', (value) => {
    expect(isMainlandId(value, NOW)).toBe(true);
  });

  it.each([
    ['110105194912310021', 'wrong check digit'],
    ['11010519491231002Y', 'check character not X'],
    ['110105194912320025', 'day 32'],
    ['310115190002294560', '1900 was not a leap year'],
    ['990105194912310023', 'no province 99'],
    ['11010118991231001X', 'born before 1900'],
    ['110101202512310102', 'born after today'],
    ['11010519491231002', '17 characters'],
    ['1101051949123100211', '19 characters'],
    ['110105491332002', 'legacy with month 13'],
    ['11010519491231002X ', 'trailing space'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => {
    expect(isMainlandId(value, NOW)).toBe(false);
  });

  it('computes the check character', () => {
    expect(mainlandIdCheckChar('11010519491231002')).toBe('X');
    expect(mainlandIdCheckChar('44010619850101001')).toBe('5');
  });

  it('uses the current date by default', () => {
    expect(isMainlandId('11010519491231002X')).toBe(true);
    expect(isMainlandId('110105299912310012')).toBe(false);
  });
});

describe('isHongKongId', () => {
  it.each(['A123456(3)', 'A1234563', 'C668668(9)', 'c668668(9)', 'Z683365(A)', 'XA000000(8)', 'K123456(0)'])(
    'accepts %s',
    (value) => {
      expect(isHongKongId(value)).toBe(true);
    },
  );

  it.each([
    'A123456(4)',
    'A123456(3',
    'A123456)3',
    'Z683365(0)',
    '1123456(3)',
    'ABC123456(3)',
    'A12345(3)',
    'A1234567(3)',
    '',
  ])('rejects %s', (value) => {
    expect(isHongKongId(value)).toBe(false);
  });

  it('computes A as the check digit 10', () => {
    expect(hongKongIdCheckDigit('G', '123456')).toBe('A');
    expect(hongKongIdCheckDigit('A', '123456')).toBe('3');
  });
});

describe('isMacauId', () => {
  it.each(['1234567(8)', '5215299(8)', '7123456(1)', '12345678'])('accepts %s', (value) => {
    expect(isMacauId(value)).toBe(true);
  });

  it.each(['2234567(8)', '123456(8)', '1234567(A)', '1234567(8', 'A234567(8)', ''])('rejects %s', (value) => {
    expect(isMacauId(value)).toBe(false);
  });
});

describe('isTaiwanId', () => {
  it.each(['A123456789', 'a123456789', 'F131104093', 'B223456782', 'A800000014'])('accepts %s', (value) => {
    expect(isTaiwanId(value)).toBe(true);
  });

  it.each([
    ['A123456788', 'wrong check digit'],
    ['A323456789', 'second digit 3'],
    ['Z12345678', '9 characters'],
    ['1123456789', 'no letter'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => {
    expect(isTaiwanId(value)).toBe(false);
  });
});
