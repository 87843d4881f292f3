import { describe, expect, it } from 'vitest';
import { API_CODE_INFO, ApiCode, isSuccessCode, isUserCorrectable, showsSeqno } from './codes.js';

describe('api codes', () => {
  it('gives every code a status and a Chinese message', () => {
    for (const code of Object.values(ApiCode)) {
      const info = API_CODE_INFO[code];
      expect(info.status).toBeGreaterThanOrEqual(200);
      expect(info.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('treats only 1001 and 1002 as success', () => {
    expect(isSuccessCode(1001)).toBe(true);
    expect(isSuccessCode(1002)).toBe(true);
    expect(isSuccessCode(1000)).toBe(false);
    expect(isSuccessCode('1001')).toBe(false);
  });

  it('shows 14xx as warnings without seqno', () => {
    expect(isUserCorrectable(1400)).toBe(true);
    expect(isUserCorrectable(2401)).toBe(false);
    expect(showsSeqno(1431)).toBe(false);
    expect(showsSeqno(1001)).toBe(false);
    expect(showsSeqno(1000)).toBe(false);
    expect(showsSeqno(5000)).toBe(true);
    expect(showsSeqno('timeout')).toBe(true);
  });
});
