import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { openMigratedDatabase } from './lifecycle.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.js';
import { appendBenchRecords } from './seed/parking/bench-records.js';
import type { BulkTarget } from './seed/parking/bulk-writer.js';
import { seedDemoDataIfEmpty } from './seed/seed-demo.js';

type Mode = 'serve' | 'migrate-only' | 'seed-only' | 'worker';

function modeFromArgs(argv: readonly string[]): Mode {
  if (argv.includes('--migrate-only')) return 'migrate-only';
  if (argv.includes('--seed-only')) return 'seed-only';
  if (argv.includes('--worker')) return 'worker';
  return 'serve';
}

/** `--records N` (with --seed-only): N parking records for benchmarks; `--days D` their span. */
function numberArg(argv: readonly string[], name: string): number | undefined {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const value = Number(argv[i + 1]);
  if (!Number.isInteger(value) || value < 0)
    throw new ConfigError(`--${name} 须为非负整数 / must be a whole number`);
  return value;
}

async function seedBenchRecords(target: BulkTarget, records: number, days?: number) {
  const started = Date.now();
  let lastPrint = 0;
  // Ctrl-C stops after the batch being written, so the dropped indexes are rebuilt before exit.
  const stop = new AbortController();
  const onSignal = () => {
    process.stdout.write('  收到中断，写完当前批次后停止 / stopping after the current batch\n');
    stop.abort();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const { days: spanDays, written } = await appendBenchRecords(target, {
      records,
      ...(days !== undefined && { days }),
      signal: stop.signal,
      log: (line) => process.stdout.write(`${line}\n`),
      onProgress(count, total) {
        if (count !== total && Date.now() - lastPrint < 2000) return;
        lastPrint = Date.now();
        const rate = Math.round(count / Math.max(0.001, (Date.now() - started) / 1000));
        process.stdout.write(
          `  停车记录 / parking records ${count.toLocaleString('en')} / ${total.toLocaleString('en')}  (${rate.toLocaleString('en')}/s)\n`,
        );
      },
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `已写入 ${written} 条停车记录，跨 ${spanDays} 天，用时 ${seconds} 秒（含建索引）/ ${written} records over ${spanDays} days in ${seconds} s (indexes included)\n`,
    );
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

function printWelcome(config: AppConfig, address: string, seeded: boolean): void {
  const url = address.replace('://127.0.0.1', '://localhost');
  const lines = [
    '',
    `  商户管理平台已启动 / Console is up:  ${url}`,
    `  数据库 / Database:  ${config.databaseKind === 'sqlite' ? `SQLite (${config.dataDir})` : 'PostgreSQL'}`,
    seeded ? '  已写入演示数据 / Demo data seeded' : '  沿用已有数据 / Existing data kept',
  ];
  if (DEMO_ACCOUNTS.length > 0) {
    lines.push(`  演示账号（密码均为 ${DEMO_PASSWORD}）/ Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const demo of DEMO_ACCOUNTS) lines.push(`    ${demo.account.padEnd(12)} ${demo.description}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

/** Stops the app on SIGTERM or SIGINT: in-flight requests and the running job finish or go back. */
function closeOnSignal(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A stuck request must not keep the process alive forever.
    const force = setTimeout(() => {
      app.log.error('shutdown timed out after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    // Fastify closes the connections idle when closing starts; one whose request was in flight then
    // turns idle afterwards and, kept alive (72 s), held the close past its 10 s. Closed as they
    // turn idle, each still finishes its answer.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/**
 * `npm run worker`: jobs only, no listening, beside servers on the same PostgreSQL. SQLite has one
 * writer, so there the server's own worker is the only one.
 */
async function runWorker(config: AppConfig): Promise<void> {
  if (config.databaseKind !== 'postgres')
    throw new ConfigError('独立的任务进程需要 PostgreSQL（DATABASE_URL）；SQLite 下任务随服务器进程运行');
  const database = await openMigratedDatabase(config);
  const app = await buildApp({ config: { ...config, jobWorker: true }, database });
  await app.ready();
  process.stdout.write(`任务进程已启动 / Worker is up (${app.jobs.workerId})\n`);
  closeOnSignal(app);
}

async function run(mode: Mode): Promise<void> {
  const config = loadConfig();
  if (mode === 'worker') return runWorker(config);
  const database = await openMigratedDatabase(config);
  if (mode === 'migrate-only') {
    process.stdout.write('数据库迁移完成 / Migrations applied\n');
    await database.close();
    return;
  }
  const argv = process.argv.slice(2);
  const benchRecords = mode === 'seed-only' ? numberArg(argv, 'records') : undefined;
  // With --records the demo's own 50,000 records make way for the N streamed below.
  const { seeded } = await seedDemoDataIfEmpty(database.db, undefined, {
    dataDir: config.dataDir,
    ...(benchRecords !== undefined && { parking: { records: 0 } }),
  });
  if (mode === 'seed-only') {
    process.stdout.write(
      seeded ? '已写入演示数据 / Demo data seeded\n' : '已有演示数据，未重复写入 / Already seeded\n',
    );
    try {
      if (benchRecords) await seedBenchRecords(database, benchRecords, numberArg(argv, 'days'));
    } finally {
      await database.close();
    }
    return;
  }

  const app = await buildApp({ config, database });
  const address = await app.listen({ port: config.port, host: config.host });
  printWelcome(config, address, seeded);

  closeOnSignal(app);
}

run(modeFromArgs(process.argv.slice(2))).catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`配置错误 / Configuration error: ${error.message}\n`);
  } else {
    process.stderr.write(
      `启动失败 / Failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
