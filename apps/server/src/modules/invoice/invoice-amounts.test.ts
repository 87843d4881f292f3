import { describe, expect, it } from 'vitest';
import { capitalAmount, figureAmount, taxIncluded, totalsOf } from './invoice-amounts.js';

describe('taxIncluded: tax taken out of a tax-included amount, rounded half up to the fen', () => {
  it.each([
    // amount (fen), rate %, tax (fen): exact value in the comment
    [10900, 9, 900], // 109.00 × 9/109 = 9.00
    [1000, 9, 83], // 10.00 × 9/109 = 0.8257 → 0.83
    [500, 9, 41], // 5.00 × 9/109 = 0.4128 → 0.41
    [1, 9, 0], // 0.0826 fen → 0
    [6, 9, 0], // 0.495 fen → 0
    [7, 9, 1], // 0.578 fen → 1
    [10300, 3, 300],
    [100, 3, 3], // 2.91 fen → 3
    [101, 1, 1], // exactly 1.00 fen
    [50, 1, 0], // 0.495 fen → 0
    [150, 1, 1], // 1.485 fen → 1
    [11300, 13, 1300],
    [2000, 6, 113], // 113.207 → 113
    [0, 9, 0],
    [12345, 0, 0], // 免税
    [-1000, 9, -83], // a red line mirrors its blue line
  ])('%i fen at %i%% → %i', (amount, rate, tax) => {
    expect(taxIncluded(amount, rate)).toBe(tax);
  });

  it('rounds exact halves up', () => {
    // 2·a·r / (100 + r) = 1 when a = 109·k/18 ... pick 218 fen at 9 %: 218 × 9 / 109 = 18.0 exactly,
    // and 327 fen at 9 %: 27.0; a true half: 2525 fen at 1 %: 2525/101 = 25.0; 5050 at 1 %: 50.0.
    expect(taxIncluded(218, 9)).toBe(18);
    // 101 × 1.5 = 151.5 fen at 1 % → 1.5 fen → 2.
    expect(taxIncluded(151.5 * 2, 1)).toBe(3); // 303/101 = 3 exactly
    expect(taxIncluded(1515, 1)).toBe(15); // 15.0
    expect(taxIncluded(1565, 1)).toBe(15); // 15.495 → 15
    expect(taxIncluded(1566, 1)).toBe(16); // 15.505 → 16
  });

  it('refuses fractions of a fen and impossible rates', () => {
    expect(() => taxIncluded(1.5, 9)).toThrow();
    expect(() => taxIncluded(100, -1)).toThrow();
  });
});

describe('totalsOf: the invoice is the sum of its lines', () => {
  it('rounds each line on its own and keeps 金额 + 税额 = 价税合计', () => {
    const totals = totalsOf([
      { amount: 500, tax_rate: 9 },
      { amount: 500, tax_rate: 9 },
      { amount: 1000, tax_rate: 6 },
    ]);
    expect(totals.taxes).toEqual([41, 41, 57]);
    expect(totals.amount).toBe(2000);
    expect(totals.tax_amount).toBe(139);
    expect(totals.net_amount + totals.tax_amount).toBe(totals.amount);
  });
});

describe('capitalAmount: 大写金额', () => {
  it.each([
    [12000, '壹佰贰拾元整'],
    [0, '零元整'],
    [1, '壹分'],
    [50, '伍角整'],
    [55, '伍角伍分'],
    [100, '壹元整'],
    [105, '壹元零伍分'],
    [1005, '壹拾元零伍分'],
    [1050, '壹拾元伍角整'],
    [10050, '壹佰元伍角整'], // a zero after 元 before 角 is not written (optional by the rules)
    [100500, '壹仟零伍元整'],
    [1000000, '壹万元整'],
    [1000500, '壹万零伍元整'],
    [10000000, '壹拾万元整'],
    [10000100, '壹拾万零壹元整'],
    [101000000, '壹佰零壹万元整'],
    [10000000000, '壹亿元整'],
    [10000050000, '壹亿零伍佰元整'],
    [12345678901, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元零壹分'],
    [-12000, '负壹佰贰拾元整'],
  ])('%i fen → %s', (fen, text) => {
    expect(capitalAmount(fen)).toBe(text);
  });

  it('agrees with an independent conversion over random amounts', () => {
    // A seeded generator, so a failure names an amount that fails again.
    let seed = 20261128;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let i = 0; i < 5000; i += 1) {
      // Mix magnitudes so zeros in every position occur: up to 10^(1..13) fen.
      const digits = 1 + (next() % 13);
      let fen = next() % 10 ** Math.min(digits, 9);
      if (digits > 9) fen = fen * 10 ** (digits - 9) + (next() % 10 ** (digits - 9));
      if (next() % 3 === 0) fen = Math.floor(fen / 10 ** (next() % 6)) * 10 ** (next() % 6);
      fen %= 10 ** 13;
      expect(capitalAmount(fen), `${fen}`).toBe(referenceCapital(fen));
    }
  });

  it('prints figures with two decimals', () => {
    expect(figureAmount(123450)).toBe('¥1,234.50');
    expect(figureAmount(-5)).toBe('-¥0.05');
  });

  it('refuses amounts past what an invoice can carry', () => {
    expect(() => capitalAmount(10 ** 14)).toThrow();
  });
});

/**
 * The classic way, written apart from the code under test: write every digit with its place unit,
 * then let rewriting rules remove the zeros a person does not write.
 */
function referenceCapital(fen: number): string {
  const numerals = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
  const units = ['分', '角', '元', '拾', '佰', '仟', '万', '拾', '佰', '仟', '亿', '拾', '佰', '仟', '万'];
  const digits = String(fen).padStart(3, '0');
  let out = '';
  for (let i = 0; i < digits.length; i += 1) {
    const place = digits.length - 1 - i;
    out += numerals[Number(digits[i])]! + units[place]!;
  }
  out = out
    .replace(/零[拾佰仟]/g, '零')
    .replace(/零+/g, '零')
    .replace(/零(万|亿)/g, '$1')
    .replace(/亿万/g, '亿')
    .replace(/零元/g, '元')
    .replace(/零角零分$/, '整')
    .replace(/零[角分]/g, '零')
    .replace(/零+/g, '零')
    .replace(/零$/, '整');
  // The integer part: no 元 when there are none, 零元 when the whole amount is zero.
  if (out.startsWith('元')) out = out.slice(1);
  if (out === '整' || out === '') return '零元整';
  if (out.startsWith('零')) out = out.slice(1);
  if (!out.endsWith('分') && !out.endsWith('整')) out += '整';
  if (out.endsWith('角')) out += '整';
  return out;
}
