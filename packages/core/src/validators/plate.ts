export const PLATE_MESSAGE = '请输入正确的车牌号码';

/** The 31 provincial abbreviations that open a civil plate. */
export const PLATE_PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';

const P = `[${PLATE_PROVINCES}]`;
// Issuing-authority letter and serial characters never use I or O (confused with 1 and 0).
const L = '[A-HJ-NP-Z]';
const C = '[A-HJ-NP-Z0-9]';

const PLATES = [
  // Ordinary 7-character plate: 粤B12345, 京AB1234.
  new RegExp(`^${P}${L}${C}{5}$`),
  // Special-use suffix after four serial characters: police, coach, trailer, HK/Macau entry,
  // consulate and embassy plates: 粤B1234警, 粤Z1234港.
  new RegExp(`^${P}${L}${C}{4}[警学挂港澳领使]$`),
  // Small new-energy (8 characters): D/F, and since 2021 A-C, E (electric) and G-K (hybrid), first;
  // then a letter or digit and four digits. Refusing the newer letters would lock real cars out.
  new RegExp(`^${P}${L}[A-HJK]${C}\\d{4}$`),
  // Large new-energy (8 characters): five digits then D or F.
  new RegExp(`^${P}${L}\\d{5}[DF]$`),
  // Older embassy plates start with 使 and carry six digits.
  /^使\d{6}$/,
];

/** Civil licence plate, uppercase, without separators or spaces (粤B12345, not 粤B·12345). */
export function isPlate(value: string): boolean {
  return PLATES.some((pattern) => pattern.test(value));
}
