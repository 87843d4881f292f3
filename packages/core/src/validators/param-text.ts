import { PARAM_TEXT_MAX } from '../constants.js';

export const PARAM_TEXT_MESSAGE = `最多输入 ${PARAM_TEXT_MAX} 个字符`;

/** Parameter text is stored without any whitespace, so the input strips it as the user types. */
export function normaliseParamText(value: string): string {
  return value.replace(/\s+/g, '');
}

/** At most PARAM_TEXT_MAX characters once whitespace is stripped; counted by code point. */
export function isParamText(value: string): boolean {
  return [...normaliseParamText(value)].length <= PARAM_TEXT_MAX;
}
