import { describe, expect, it } from 'vitest';
import { isContactNumber, isLandline, isMobile } from './phone.js';

const MOBILES = ['13800138000', '15912345678', '17612345678', '19912345678', '16600001111'];
const LANDLINES = ['010-12345678', '0755-12345678', '075512345678', '0571-8765432', '020-87654321-8001'];
const SERVICE_NUMBERS = ['400-123-4567', '4001234567', '400-1234567', '800-820-8820', '8008208820'];
const NEITHER = [
  '12800138000', // second digit 2
  '1380013800', // 10 digits
  '138001380001', // 12 digits
  '+8613800138000',
  '138 0013 8000',
  '12345678', // local number without area code
  '755-12345678', // area code without 0
  '0755-123456', // 6-digit number
  '500-123-4567',
  '400-123-45678',
  '',
];

describe('isMobile', () => {
  it.each(MOBILES)('accepts %s', (value) => expect(isMobile(value)).toBe(true));
  it.each([...LANDLINES, ...SERVICE_NUMBERS, ...NEITHER])('rejects %s', (value) =>
    expect(isMobile(value)).toBe(false),
  );
});

describe('isLandline', () => {
  it.each([...LANDLINES, ...SERVICE_NUMBERS])('accepts %s', (value) => expect(isLandline(value)).toBe(true));
  it.each([...MOBILES, ...NEITHER])('rejects %s', (value) => expect(isLandline(value)).toBe(false));
});

describe('isContactNumber', () => {
  it.each([...MOBILES, ...LANDLINES, ...SERVICE_NUMBERS])('accepts %s', (value) =>
    expect(isContactNumber(value)).toBe(true),
  );
  it.each(NEITHER)('rejects %s', (value) => expect(isContactNumber(value)).toBe(false));
});
