#!/usr/bin/env node
// `npm start`: build what is not built, then run the server (it migrates, seeds an empty database
// and listens). `--migrate-only`, `--seed-only` and `--worker` pass through to the server. The
// server replaces this process (process.execve: same pid, signals go straight to it) so that it
// runs with the V8 flags of scripts/server-flags.mjs, which cannot be set once a process runs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './build.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

try {
  ensureBuilt();
} catch (error) {
  console.error(`构建失败 / Build failed: ${error.message}`);
  process.exit(1);
}
const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/dist/main.js');
if (typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...SERVER_NODE_FLAGS, main, ...process.argv.slice(2)]);
} else {
  // Without execve (other platforms): in this process, without the flags.
  await import(main);
}
