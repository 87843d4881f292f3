import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Tests compile core from source, like the web app, so a test run never depends on a stale core build.
const alias = { '@console/core': fileURLToPath(new URL('./packages/core/src/index.ts', import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // One module graph for all server files: each file builds its own app on its own database,
          // so isolating the modules only re-imported the whole server per file (import time 126 s
          // of a 419 s run, against 12 s of 137 s without; docs/decisions.md, tests).
          isolate: false,
          // The migrations run once per run; each file's database is a copy of the result.
          globalSetup: ['apps/server/src/test/migrated-template.ts'],
          testTimeout: 20_000,
          // A bound for a failure: seeding the demo data on PostgreSQL while the browser tests run beside
          // the run (scripts/test.mjs) took over 30 s once (group-trade-demo.test.ts).
          hookTimeout: 90_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // One module graph for all web files: antd, React and the shell were imported again for
          // each of ~80 files (about 5 s each). setup.ts empties what a document keeps between files.
          isolate: false,
          // Above the 15 s async-util wait (see setup.ts), so a slow find fails with its own message.
          testTimeout: 40_000,
        },
      },
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
    ],
  },
});
