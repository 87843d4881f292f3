import { expect, test } from 'vitest';
import { presetPalettes } from '@ant-design/colors';
import { READABLE_TAG_TEXT, readableTheme } from './readable-theme';

test('the theme turns antd motion off only when asked', () => {
  expect(readableTheme('#1668dc').token?.motion).toBe(true);
  expect(readableTheme('#1668dc', false).token?.motion).toBe(false);
});

/** WCAG contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test('every preset tag colour reads at 4.5:1 on its own tint', () => {
  const entries = Object.entries(READABLE_TAG_TEXT);
  expect(entries).toHaveLength(12);
  for (const [token, text] of entries) {
    const tint = presetPalettes[token.slice(0, -1)]![0]!;
    expect(contrast(text!, tint), token).toBeGreaterThanOrEqual(4.5);
  }
  // antd's own shade stays where it already reads (blue 5.5:1).
  expect(READABLE_TAG_TEXT.blue7).toBe(presetPalettes.blue![6]);
});
