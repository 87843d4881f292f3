import { describe, expect, it } from 'vitest';
import { matchScore, stripSuffix } from './area-match.js';

describe('area name matching', () => {
  it('strips administrative suffixes but keeps two characters', () => {
    expect(stripSuffix('南山区')).toBe('南山');
    expect(stripSuffix('广西壮族自治区')).toBe('广西壮族');
    expect(stripSuffix('粤海街道')).toBe('粤海');
    expect(stripSuffix('矿区')).toBe('矿区');
  });

  it('scores the name, its prefix, its inside and the full name', () => {
    const score = (keyword: string, name = '南山区') =>
      matchScore(name, '广东省深圳市南山区', '广东深圳南山', keyword);
    expect(score('南山')).toBe(0);
    expect(score('南山区')).toBe(0);
    expect(score('南')).toBe(1);
    expect(score('山区')).toBe(2);
    expect(score('深圳南山')).toBe(3);
    expect(score('深圳市南山区')).toBe(3);
    expect(score('北京')).toBeUndefined();
  });

  it('does not match a street on its district’s name alone', () => {
    expect(matchScore('粤海街道', '广东省深圳市南山区粤海街道', '广东深圳南山粤海', '南山')).toBeUndefined();
    expect(matchScore('粤海街道', '广东省深圳市南山区粤海街道', '广东深圳南山粤海', '南山粤海')).toBe(3);
  });
});
