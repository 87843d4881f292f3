export const CREDIT_CODE_MESSAGE = '请输入正确的统一社会信用代码';

// GB 32100-2015 character set: digits and uppercase letters without I, O, Z, S and V.
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** Check character of the first 17 characters: weights 3^i mod 31, check = (31 - sum mod 31) mod 31. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += CHARSET.indexOf(first17.charAt(i)) * (WEIGHTS[i] ?? 0);
  return CHARSET.charAt((31 - (sum % 31)) % 31);
}

/**
 * Unified social credit code: registration authority and type, six-digit division code, nine-
 * character organisation code and the check character.
 */
export function isCreditCode(value: string): boolean {
  return SHAPE.test(value) && creditCodeCheckChar(value) === value.charAt(17);
}
