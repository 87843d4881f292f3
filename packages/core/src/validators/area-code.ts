export const AREA_CODE_MESSAGE = '请选择正确的地区';

/** An area code of any level as the area service reads it: 2 to 12 digits (a street's 12 read as 9). */
const DIGITS = String.raw`\d{2,12}`;
const AREA_CODE = new RegExp(`^${DIGITS}$`);

/** JSON Schema pattern of one area code (GET area/list, GET area/decode). */
export const AREA_CODE_PATTERN = AREA_CODE.source;

/** GET area/decode/batch: at most a page of 100 rows' codes in one request. */
export const AREA_DECODE_BATCH_LIMIT = 100;
/** JSON Schema pattern of GET area/decode/batch's `codes`: comma-joined, at most the limit. */
export const AREA_CODES_PATTERN = `^${DIGITS}(,${DIGITS}){0,${AREA_DECODE_BATCH_LIMIT - 1}}$`;

export function isAreaCode(value: string): boolean {
  return AREA_CODE.test(value);
}
