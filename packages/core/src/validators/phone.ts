export const MOBILE_MESSAGE = '请输入正确的手机号码';
export const LANDLINE_MESSAGE = '请输入正确的固定电话或 400/800 号码';
export const CONTACT_NUMBER_MESSAGE = '请输入正确的联系电话';

/** Mainland mobile: 1, then 3-9, then nine digits. */
export function isMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

// Area code (0 + 2 or 3 digits), optional hyphen, 7-8 digit number, optional extension.
// The area code is required: without it a number is ambiguous across cities.
const LANDLINE = /^0\d{2,3}-?\d{7,8}(?:-\d{1,6})?$/;
// 400/800 service numbers are ten digits, written 4001234567, 400-123-4567 or 400-1234567.
const SERVICE_NUMBER = /^[48]00-?\d{3}-?\d{4}$/;

/** Landline with area code, or a 400/800 service number. */
export function isLandline(value: string): boolean {
  return LANDLINE.test(value) || SERVICE_NUMBER.test(value);
}

/** Any number a customer can be reached on: mobile, landline or 400/800. */
export function isContactNumber(value: string): boolean {
  return isMobile(value) || isLandline(value);
}
