import { describe, expect, it } from 'vitest';
import { isBusinessLicence } from './business-licence.js';
import { creditCodeCheckChar, isCreditCode } from './credit-code.js';

describe('isCreditCode', () => {
  // Published codes of real organisations; each check character also verified by an independent script.
  it.each([
    '91350100M000100Y43',
    '91110000802100433B',
    '91440300708461136T',
    '91110108551385082Q',
    '91310000MA1FL4B24G',
  ])('accepts %s', (value) => {
    expect(isCreditCode(value)).toBe(true);
  });

  it.each([
    ['91350100M000100Y44', 'wrong check character'],
    ['91330000MA27U0YL4H', 'wrong check character'],
    ['91350100m000100Y43', 'lowercase'],
    ['91350100M000100Y4', '17 characters'],
    ['91350100M000100Y431', '19 characters'],
    ['913501A0M000100Y43', 'letter in the division code'],
    ['91350100M0001O0Y43', 'letter O'],
    ['91350100M0001I0Y43', 'letter I'],
    ['9135010SM000100Y43', 'letter S in the division code'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => {
    expect(isCreditCode(value)).toBe(false);
  });

  it('computes the check character, 0 when the sum is a multiple of 31', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('00000000000000000')).toBe('0');
  });
});

describe('isBusinessLicence', () => {
  it.each([
    '110108000000016', // 15-digit registration number
    '91350100M000100Y43', // 18-character credit code
    '91110108551385082Q',
    '1234567890ABCDEFGHIJ', // 20 characters
  ])('accepts %s', (value) => {
    expect(isBusinessLicence(value)).toBe(true);
  });

  it.each([
    '11010800000001',
    '1101080000000161',
    '91350100m000100Y43',
    '91350100M000100Y4-',
    '',
    '营业执照号码营业执照号码营业执照号',
  ])('rejects %s', (value) => {
    expect(isBusinessLicence(value)).toBe(false);
  });
});
