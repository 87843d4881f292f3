import { describe, expect, it } from 'vitest';
import { toAntdRule, patternRule } from './antd-rule.js';
import { VALIDATORS } from './catalogue.js';
import { MOBILE_MESSAGE } from './phone.js';

describe('toAntdRule', () => {
  const rule = toAntdRule('mobile');

  it.each([null, undefined, ''])('lets the required rule handle the empty value %j', async (value) => {
    await expect(rule.validator({}, value)).resolves.toBeUndefined();
  });

  it('resolves a valid value, numbers included', async () => {
    await expect(rule.validator({}, '13800138000')).resolves.toBeUndefined();
    await expect(rule.validator({}, 13800138000)).resolves.toBeUndefined();
  });

  it.each(['12345', ['13800138000'], { value: '13800138000' }, true])(
    'rejects %j with the Chinese message',
    async (value) => {
      await expect(rule.validator({}, value)).rejects.toThrow(MOBILE_MESSAGE);
    },
  );

  it('accepts a validator object as well as a name', async () => {
    const custom = toAntdRule({ test: (value) => value === '是', message: '请输入“是”' });
    await expect(custom.validator({}, '是')).resolves.toBeUndefined();
    await expect(custom.validator({}, '否')).rejects.toThrow('请输入“是”');
  });
});

describe('VALIDATORS', () => {
  const wired = new Set<string>();

  it('gives every validator a Chinese message', () => {
    for (const { message } of Object.values(VALIDATORS)) expect(message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it.each([
    ['url', 'https://example.com', 'example.com'],
    ['digits', '123', '12a'],
    ['mainlandId', '11010519491231002X', '110105194912310021'],
    ['hongKongId', 'A123456(3)', 'A123456(4)'],
    ['macauId', '1234567(8)', '2234567(8)'],
    ['taiwanId', 'A123456789', 'A123456788'],
    ['email', 'user@example.com', 'user@'],
    ['chinese', '停车', 'park'],
    ['mobile', '13800138000', '12800138000'],
    ['landline', '0755-12345678', '12345678'],
    ['eightDigits', '12345678', '1234567'],
    ['plate', '粤B12345', '粤BD12345F'],
    ['businessLicence', '91350100M000100Y43', '9135'],
    ['password', 'abcdefg1', 'abcdefgh'],
    ['creditCode', '91350100M000100Y43', '91350100M000100Y44'],
    ['contactNumber', '400-123-4567', '123'],
    ['paramText', 'a'.repeat(50), 'a'.repeat(51)],
  ] as const)('%s is wired to its check', (name, valid, invalid) => {
    wired.add(name);
    expect(VALIDATORS[name].test(valid)).toBe(true);
    expect(VALIDATORS[name].test(invalid)).toBe(false);
  });
  it('has no validator the table above misses', () => {
    expect([...wired].sort()).toEqual(Object.keys(VALIDATORS).sort());
  });
});

describe('patternRule', () => {
  it('has the shape of antd pattern rules', () => {
    const pattern = /^\d+$/;
    expect(patternRule(pattern, '请输入正确的车场编号')).toEqual({
      pattern,
      message: '请输入正确的车场编号',
    });
  });
});
