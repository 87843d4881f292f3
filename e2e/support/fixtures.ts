import { test as base } from '@playwright/test';

/** Every test's baseURL is the server that global-setup started on a free port. */
export const test = base.extend({
  // Playwright requires the destructuring pattern even when no fixture is used.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through npm test');
    await use(url);
  },
});

export { expect } from '@playwright/test';
