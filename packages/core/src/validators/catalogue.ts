import { BUSINESS_LICENCE_MESSAGE, isBusinessLicence } from './business-licence.js';
import { CHINESE_MESSAGE, containsChinese } from './chinese.js';
import { CREDIT_CODE_MESSAGE, isCreditCode } from './credit-code.js';
import { DIGITS_MESSAGE, EIGHT_DIGITS_MESSAGE, isDigits, isEightDigits } from './digits.js';
import { EMAIL_MESSAGE, isEmail } from './email.js';
import {
  HONG_KONG_ID_MESSAGE,
  isHongKongId,
  isMacauId,
  isTaiwanId,
  MACAU_ID_MESSAGE,
  TAIWAN_ID_MESSAGE,
} from './hmt-id.js';
import { isMainlandId, MAINLAND_ID_MESSAGE } from './mainland-id.js';
import { isParamText, PARAM_TEXT_MESSAGE } from './param-text.js';
import { isPassword, PASSWORD_MESSAGE } from './password.js';
import {
  CONTACT_NUMBER_MESSAGE,
  isContactNumber,
  isLandline,
  isMobile,
  LANDLINE_MESSAGE,
  MOBILE_MESSAGE,
} from './phone.js';
import { isPlate, PLATE_MESSAGE } from './plate.js';
import { isUrl, URL_MESSAGE } from './url.js';

/** A check on a non-empty string and the message shown when it fails. */
export interface Validator {
  readonly test: (value: string) => boolean;
  readonly message: string;
}

/** Every validator of the spec by name, so a resource field can name the one it uses. */
export const VALIDATORS = {
  url: { test: isUrl, message: URL_MESSAGE },
  digits: { test: isDigits, message: DIGITS_MESSAGE },
  mainlandId: { test: (value) => isMainlandId(value), message: MAINLAND_ID_MESSAGE },
  hongKongId: { test: isHongKongId, message: HONG_KONG_ID_MESSAGE },
  macauId: { test: isMacauId, message: MACAU_ID_MESSAGE },
  taiwanId: { test: isTaiwanId, message: TAIWAN_ID_MESSAGE },
  email: { test: isEmail, message: EMAIL_MESSAGE },
  chinese: { test: containsChinese, message: CHINESE_MESSAGE },
  mobile: { test: isMobile, message: MOBILE_MESSAGE },
  landline: { test: isLandline, message: LANDLINE_MESSAGE },
  eightDigits: { test: isEightDigits, message: EIGHT_DIGITS_MESSAGE },
  plate: { test: isPlate, message: PLATE_MESSAGE },
  businessLicence: { test: isBusinessLicence, message: BUSINESS_LICENCE_MESSAGE },
  password: { test: isPassword, message: PASSWORD_MESSAGE },
  creditCode: { test: isCreditCode, message: CREDIT_CODE_MESSAGE },
  contactNumber: { test: isContactNumber, message: CONTACT_NUMBER_MESSAGE },
  paramText: { test: isParamText, message: PARAM_TEXT_MESSAGE },
} as const satisfies Record<string, Validator>;

export type ValidatorName = keyof typeof VALIDATORS;
