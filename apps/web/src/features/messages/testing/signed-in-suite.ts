import { afterEach, beforeEach, vi } from 'vitest';
import { signInForTest } from './session-fixture';

/** Every test of the suite starts signed in, and gets the real fetch and spied globals back after. */
export function setUpSignedInSuite(): void {
  const originalFetch = globalThis.fetch;
  beforeEach(() => signInForTest());
  afterEach(() => {
    globalThis.fetch = originalFetch;
    vi.restoreAllMocks();
  });
}
