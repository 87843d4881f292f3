/**
 * The money rules of an invoice, in integer fen. A parking or charging price is 价税合计 (tax
 * included), so each line's tax is taken out of its amount and rounded to the fen on that line:
 * tax = round(amount × rate / (1 + rate)), half up. The invoice's totals are sums of its lines, so
 * 合计金额 + 合计税额 = 价税合计 exactly, as the tax system checks.
 */

/** Tax included in `amount` (fen) at `ratePercent` (9 = 9 %); negative amounts (red invoices) mirror. */
export function taxIncluded(amount: number, ratePercent: number): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError('金额必须是整数（分）');
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100)
    throw new RangeError('税率无效');
  if (amount < 0) return -taxIncluded(-amount, ratePercent);
  const denominator = 100 + ratePercent;
  // Half up in integers: floor((2·a·r + d) / 2d).
  return Math.floor((2 * amount * ratePercent + denominator) / (2 * denominator));
}

export interface LineAmount {
  amount: number;
  tax_rate: number;
}

export interface InvoiceTotals {
  amount: number;
  tax_amount: number;
  net_amount: number;
}

/** The invoice's 价税合计, 税额 and 金额 from its lines, each line's tax rounded on its own. */
export function totalsOf(lines: readonly LineAmount[]): InvoiceTotals & { taxes: number[] } {
  const taxes = lines.map((line) => taxIncluded(line.amount, line.tax_rate));
  const amount = lines.reduce((sum, line) => sum + line.amount, 0);
  const tax = taxes.reduce((sum, t) => sum + t, 0);
  return { amount, tax_amount: tax, net_amount: amount - tax, taxes };
}

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟'];
const SECTIONS = ['', '万', '亿'];

/** One four-digit section without its section unit: 1005 → 壹仟零伍, 0 → ''. */
function sectionText(section: number): string {
  let text = '';
  let pendingZero = false;
  for (let place = 3; place >= 0; place -= 1) {
    const digit = Math.floor(section / 10 ** place) % 10;
    if (digit === 0) {
      if (text) pendingZero = true;
      continue;
    }
    if (pendingZero) text += '零';
    pendingZero = false;
    text += DIGITS[digit]! + PLACES[place]!;
  }
  return text;
}

/**
 * 大写金额 as a Chinese invoice writes it: 12000 → 壹佰贰拾元整,
 * 1005 → 壹拾元零伍分, 10050 → 壹佰元伍角整, 50 → 伍角整, 0 → 零元整, a negative amount prefixed with 负. 整 ends an
 * amount with no 分; a zero between two written digits is written once (壹仟零伍元, 壹拾万零壹元).
 */
export function capitalAmount(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError('金额必须是整数（分）');
  if (fen < 0) return `负${capitalAmount(-fen)}`;
  // Up to 9,999 亿元: an invoice carries far less, and past it the section units would need 万亿.
  if (fen >= 10 ** 14) throw new RangeError('金额超出范围');
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cent = fen % 10;
  let integer = '';
  let needZero = false;
  const sections: number[] = [];
  for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10000)) sections.push(rest % 10000);
  for (let i = sections.length - 1; i >= 0; i -= 1) {
    const section = sections[i]!;
    if (section === 0) {
      if (integer) needZero = true;
      continue;
    }
    // A section below 1000 after a written one has a zero in its thousands place: 壹万零伍.
    if (integer && (needZero || section < 1000)) integer += '零';
    needZero = false;
    integer += sectionText(section) + SECTIONS[i]!;
  }
  // Zeros in a section's low places (壹拾万 of 100000) are not written, so no zero is pending here.
  if (yuan === 0 && fen > 0) {
    let text = jiao > 0 ? DIGITS[jiao]! + '角' : '';
    text += cent > 0 ? DIGITS[cent]! + '分' : '整';
    return text;
  }
  let text = `${integer || '零'}元`;
  if (jiao === 0 && cent === 0) return `${text}整`;
  text += jiao > 0 ? `${DIGITS[jiao]!}角` : '零';
  text += cent > 0 ? `${DIGITS[cent]!}分` : '整';
  return text;
}

/** ¥1,234.50 as the invoice prints figures (negative with a minus sign). */
export function figureAmount(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}¥${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}
