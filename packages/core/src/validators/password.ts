export const PASSWORD_MESSAGE = '密码为 8-20 位，须同时包含字母和非字母字符';

/**
 * 8-20 printable ASCII characters (no spaces, no full-width characters, which differ by input
 * method and lock people out), with at least one letter and at least one non-letter.
 */
export function isPassword(value: string): boolean {
  return /^(?=.*[A-Za-z])(?=.*[^A-Za-z])[\x21-\x7e]{8,20}$/.test(value);
}
