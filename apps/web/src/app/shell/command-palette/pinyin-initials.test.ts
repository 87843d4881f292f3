import { describe, expect, it } from 'vitest';
import { pinyinInitials } from './pinyin-initials';

describe('pinyinInitials', () => {
  it('reads the initials of menu titles', () => {
    expect(pinyinInitials('模拟进出场')).toBe('mnjcc');
    expect(pinyinInitials('停车记录')).toBe('tcjl');
    expect(pinyinInitials('开发工具')).toBe('kfgj');
    expect(pinyinInitials('发票服务商')).toBe('fpfws');
    expect(pinyinInitials('二维码')).toBe('ewm');
    expect(pinyinInitials('优惠券')).toBe('yhq');
    expect(pinyinInitials('账户')).toBe('zh');
  });

  it('keeps letters and digits, drops punctuation and spaces', () => {
    expect(pinyinInitials('OKR 目标')).toBe('okrmb');
    expect(pinyinInitials('二维码（V2）')).toBe('ewmv2');
  });
});
