export const CHINESE_MESSAGE = '请输入中文';

/** True when the text contains at least one Chinese character (any CJK ideograph block). */
export function containsChinese(value: string): boolean {
  return /\p{Script=Han}/u.test(value);
}
