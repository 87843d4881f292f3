// Starts the built server in a child process on a free port with a throwaway data folder, so the
// load generator (this process) and the server never share an event loop.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../scripts/server-flags.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(env = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
  // BENCH_SERVER_ROOT: another checkout's built server (an older commit, for before/after on one database).
  const serverRoot = process.env.BENCH_SERVER_ROOT ?? root;
  // With the V8 flags `npm start` gives it (scripts/server-flags.mjs); BENCH_SERVER_FLAGS=none runs
  // without them, to compare.
  const flags = process.env.BENCH_SERVER_FLAGS === 'none' ? [] : SERVER_NODE_FLAGS;
  const child = spawn(process.execPath, [...flags, path.join(serverRoot, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_CAPTCHA: 'off',
      // The benches sign in from 127.0.0.1 many times a minute (a browser context each).
      LOGIN_RATE_LIMIT: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // BENCH_START_TIMEOUT_MS: a fresh database is migrated and seeded first, slow on a loaded machine.
  const startTimeout = Number(process.env.BENCH_START_TIMEOUT_MS) || 60_000;
  const deadline = Date.now() + startTimeout;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server did not start within ${startTimeout / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a demo account in (the server runs with LOGIN_CAPTCHA=off) and answers its access token. */
export async function signIn(serverUrl, account, password = 'Console@2026') {
  const res = await fetch(`${serverUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password }),
  }).then((r) => r.json());
  return res.payload.access_token.value;
}

/** CPU time (user + system, ms) a process has used so far, all its threads; Linux only. */
export function cpuMsOf(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

export function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}
