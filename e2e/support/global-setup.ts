import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error -- a plain ES module of the build scripts, without type declarations
import { ensureBuilt } from '../../scripts/build.mjs';
import { startServer } from './server';

/**
 * Builds what is stale (server, web app), then starts the server once on a fresh data folder so it
 * migrates and seeds the database, and stops it: every worker's server starts from a copy of that
 * folder (support/fixtures.ts), so seeding is paid once per run rather than once per worker.
 */
export default async function globalSetup(): Promise<() => void> {
  ensureBuilt({ quiet: true });
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-template-'));
  const seeding = await startServer({ dataDir: template });
  const exitCode = await seeding.stop();
  if (exitCode !== 0) throw new Error(`the seeding server exited with ${exitCode}`);
  process.env.E2E_TEMPLATE_DIR = template;
  return () => fs.rmSync(template, { recursive: true, force: true });
}
