import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { checkAnswers } from './answer-check.js';
import { openTestDatabase } from './test-database.js';

export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  /** Extra routes a test needs beside the real ones, registered before the app is ready. */
  extraRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Sees every route as the app registers it, its own included. */
  onRoute?: (route: RouteOptions) => void;
}

/** The real app on a fresh database, driven through app.inject; close it in afterAll. */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
  const config = loadConfig({
    LOGIN_CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    // Tests run jobs one at a time with app.jobs.runOnce(), so nothing runs behind their back.
    JOB_WORKER: 'off',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...options.env,
  });
  const database = await openTestDatabase();
  // Every answer a test provokes is held to its route's declared schema.
  const app = await buildApp({
    config,
    database,
    logger: false,
    answerSerializer: checkAnswers,
    observeRoute: options.onRoute,
  });
  app.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  try {
    if (options.extraRoutes) await options.extraRoutes(app);
    await app.ready();
  } catch (error) {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return app;
}
