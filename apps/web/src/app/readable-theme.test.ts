import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { presetPalettes } from '@ant-design/colors';
import { readableTheme } from './readable-theme';

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

test('every preset tag colour the stylesheet darkens reads at 4.5:1 on its own tint', () => {
  // Vitest runs from the repository root (vitest.config.ts).
  const css = readFileSync(path.resolve('apps/web/src/app/readable-tags.css'), 'utf8');
  const rules = [...css.matchAll(/\.ant-tag-(\w+):not\(\.ant-tag-solid\)\s*\{\s*color:\s*(#[0-9a-f]{6})/g)];
  expect(rules.map(([, name]) => name)).toEqual([
    'volcano',
    'orange',
    'gold',
    'yellow',
    'lime',
    'green',
    'cyan',
  ]);
  for (const [, name, text] of rules) {
    expect(contrast(text!, presetPalettes[name!]![0]!), name).toBeGreaterThanOrEqual(4.5);
  }
  // The hues left to antd already read: shade 7 on shade 1.
  for (const name of ['red', 'blue', 'geekblue', 'purple', 'magenta']) {
    expect(contrast(presetPalettes[name]![6]!, presetPalettes[name]![0]!), name).toBeGreaterThanOrEqual(4.5);
  }
});
