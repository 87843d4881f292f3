#!/usr/bin/env node
// Builds what is not built: core + server through tsc's incremental build, the web app when its
// sources are newer than its last build. `--force` rebuilds the web app regardless.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', shell: false });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} 失败（退出码 ${result.status}）`);
  }
}

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    if (child === 'node_modules' || child === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

function webIsStale() {
  const built = fs.statSync(path.join(root, 'apps/web/dist/index.html'), { throwIfNoEntry: false });
  if (!built) return true;
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/console.html',
    'apps/web/vite.config.ts',
    'packages/core/src',
  ];
  return sources.some((s) => newestMtime(path.join(root, s)) > built.mtimeMs);
}

export function ensureBuilt({ force = false, quiet = false } = {}) {
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  run(process.execPath, [tsc, '-b', 'packages/core', 'apps/server']);
  if (force || webIsStale()) {
    if (!quiet) console.log('正在构建前端 / Building the web app…');
    run(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      path.join(root, 'apps/web'),
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    ensureBuilt({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
