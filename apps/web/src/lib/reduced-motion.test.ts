import { renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { usePrefersReducedMotion } from './reduced-motion';

afterEach(() => vi.unstubAllGlobals());

function mediaAnswering(reduce: boolean) {
  return (query: string) =>
    ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

test('follows the system setting for less motion', () => {
  vi.stubGlobal('matchMedia', mediaAnswering(true));
  expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(true);
  vi.stubGlobal('matchMedia', mediaAnswering(false));
  expect(renderHook(() => usePrefersReducedMotion()).result.current).toBe(false);
});
