export const BUSINESS_LICENCE_MESSAGE = '请输入正确的营业执照号码';

/**
 * Business licence number: 15 characters (registration number before 2015), 18 (unified social
 * credit code) or 20, digits and uppercase letters only. No checksum: the 15-character form has
 * none that every issuer follows, and the 18-character form has its own validator.
 */
export function isBusinessLicence(value: string): boolean {
  return /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/.test(value);
}
