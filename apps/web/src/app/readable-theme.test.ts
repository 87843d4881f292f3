import { expect, test } from 'vitest';
import { readableTheme } from './readable-theme';

test('the theme turns antd motion off only when asked', () => {
  expect(readableTheme('#1668dc').token?.motion).toBe(true);
  expect(readableTheme('#1668dc', false).token?.motion).toBe(false);
});
