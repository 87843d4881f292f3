import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Sends SIGTERM and answers the exit code once the process has ended. */
  stop(): Promise<number | null>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  /** Reuse this data folder and keep it on stop (restart tests); default a fresh one, removed on stop. */
  dataDir?: string;
  /**
   * Start from a copy of this data folder (a database already migrated and seeded, see
   * global-setup.ts) instead of an empty one: the server then only opens it, in a second or two.
   */
  copyOf?: string;
}

/**
 * How long a start may take before it counts as failed. A fresh database is migrated and seeded
 * before the server listens, which took over a minute on a two-core machine shared by eight runs;
 * the wait ends at once if the process exits.
 */
export const HEALTHY_WITHIN_MS = 180_000;

/** Starts the built server (apps/server/dist) on a free port with a temporary SQLite database. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const { env = {} } = options;
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
  if (options.copyOf) {
    fs.cpSync(options.copyOf, dataDir, { recursive: true, filter: (from) => !from.endsWith('server.log') });
  }
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOGIN_CAPTCHA: 'off',
      // Every test signs in from 127.0.0.1, some several times: a worker passed 30 a minute on a fast
      // machine and its next sign-in was refused (操作过于频繁). The limit has a server test of its own.
      LOGIN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = fs.createWriteStream(path.join(dataDir, 'server.log'), { flags: 'a' });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, HEALTHY_WITHIN_MS);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(
      `${(error as Error).message}; log: ${fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8')}`,
      { cause: error },
    );
  }
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}
