import { test as base } from '@playwright/test';
import { startServer, type RunningServer } from './server';

/**
 * Each Playwright worker starts its own real server on its own copy of the seeded database that
 * global-setup.ts made (without it, e.g. a spec run alone without global setup, on a fresh one), and every
 * test's baseURL (and so `request`) points at it. Workers share no data, so the browser tests can run
 * on several workers at once; the tests of one worker still share their server, so a test never
 * assumes rows it did not make are absent (names carry a per-run suffix where they must be unique).
 */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // Playwright requires the destructuring pattern even when no fixture is used.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ copyOf: process.env.E2E_TEMPLATE_DIR });
      await use(server);
      await server.stop();
    },
    // Seeding a fresh database took over a minute on the busy two-core machine (see server.ts).
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect } from '@playwright/test';
