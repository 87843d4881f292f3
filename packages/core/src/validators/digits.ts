export const DIGITS_MESSAGE = '请输入数字';
export const EIGHT_DIGITS_MESSAGE = '请输入 8 位数字';

export function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}

export function isEightDigits(value: string): boolean {
  return /^\d{8}$/.test(value);
}
