#!/usr/bin/env node
// `npm start`: build what is not built, then run the server in this process (it migrates, seeds an
// empty database and listens). `--migrate-only` and `--seed-only` pass through to the server.
import { ensureBuilt } from './build.mjs';

try {
  ensureBuilt();
} catch (error) {
  console.error(`构建失败 / Build failed: ${error.message}`);
  process.exit(1);
}
await import('../apps/server/dist/main.js');
