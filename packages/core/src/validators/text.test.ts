import { describe, expect, it } from 'vitest';
import { containsChinese } from './chinese.js';
import { isDigits, isEightDigits } from './digits.js';
import { isEmail } from './email.js';
import { isParamText, normaliseParamText } from './param-text.js';
import { isPassword } from './password.js';
import { isUrl } from './url.js';

describe('isUrl', () => {
  it.each([
    'http://example.com',
    'https://www.example.com.cn/path/to?q=1&r=2#top',
    'https://localhost:8080/api',
    'http://192.168.1.10/admin',
    'https://中国政府网.政务/',
    'mailto:support@example.com',
    'mailto:support@example.com?subject=%E5%8F%8D%E9%A6%88',
    'tel:+86-755-12345678',
    'tel:4008208820',
    'HTTPS://EXAMPLE.COM',
  ])('accepts %s', (value) => expect(isUrl(value)).toBe(true));

  it.each([
    'ftp://example.com',
    'javascript:alert(1)',
    'example.com',
    'http://',
    'http://exa mple.com',
    'https://example',
    'mailto:support',
    'tel:',
    'tel:abc',
    '',
  ])('rejects %s', (value) => expect(isUrl(value)).toBe(false));
});

describe('isDigits and isEightDigits', () => {
  it.each([
    ['0', true, false],
    ['12345678', true, true],
    ['00000000', true, true],
    ['123456789', true, false],
    ['1234567', true, false],
    ['1234567a', false, false],
    ['-1', false, false],
    ['1.5', false, false],
    ['１２３', false, false], // full-width digits
    ['', false, false],
  ])('%j: digits %s, eight digits %s', (value, digits, eight) => {
    expect(isDigits(value)).toBe(digits);
    expect(isEightDigits(value)).toBe(eight);
  });
});

describe('isEmail', () => {
  it.each(['user@example.com', 'first.last+tag@sub.example.com.cn', 'zhang_san@qq.com', '12345@163.com'])(
    'accepts %s',
    (value) => expect(isEmail(value)).toBe(true),
  );

  it.each([
    'user@localhost',
    'user@@example.com',
    '@example.com',
    'user@',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'user@-example.com',
    'user name@example.com',
    '用户@example.com',
    '',
  ])('rejects %s', (value) => expect(isEmail(value)).toBe(false));
});

describe('containsChinese', () => {
  it.each([
    ['深圳停车场', true],
    ['Park 1 号', true],
    ['𠀀', true], // CJK extension B
    ['Parking lot', false],
    ['12345', false],
    ['，。！', false], // Chinese punctuation is not a character
    ['', false],
  ])('%s → %s', (value, expected) => expect(containsChinese(value)).toBe(expected));
});

describe('isPassword', () => {
  it.each(['abcdefg1', 'Passw0rd!', 'abcdefgh!', '12345678a', 'a1234567890123456789'])(
    'accepts %s',
    (value) => expect(isPassword(value)).toBe(true),
  );

  it.each([
    ['abcdefgh', 'letters only'],
    ['12345678', 'no letter'],
    ['!@#$%^&*', 'no letter'],
    ['abc123', 'too short'],
    ['a12345678901234567890', '21 characters'],
    ['abcd 1234', 'space'],
    ['密码abcd1234', 'Chinese characters'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => expect(isPassword(value)).toBe(false));
});

describe('parameter text', () => {
  it('strips every whitespace character', () => {
    expect(normaliseParamText(' a b\tc\n')).toBe('abc');
    expect(normaliseParamText('停车　场')).toBe('停车场'); // ideographic space
  });

  it.each([
    ['a'.repeat(50), true],
    ['停'.repeat(50), true],
    [`${'a'.repeat(50)}   `, true],
    ['a '.repeat(50), true],
    ['😀'.repeat(50), true],
    ['a'.repeat(51), false],
    ['停'.repeat(51), false],
    ['', true],
  ])('%j → %s', (value, expected) => expect(isParamText(value)).toBe(expected));
});
