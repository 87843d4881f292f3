#!/usr/bin/env node
// `npm test`: lint, typecheck, the web component tests, unit and server tests on SQLite, the server
// tests again on PostgreSQL when TEST_DATABASE_URL is set, and the browser tests when a Chromium is
// found. With CI=true a missing database or browser is a failure, not a skip.
// `--only lint|typecheck|web|unit|pg|e2e` runs one step.
// The three Vitest runs (web components, server on SQLite, server on PostgreSQL) go at the same time:
// Vitest gives each run cores - 1 workers, i.e. one on a 2-core machine, so one run alone leaves a
// core idle, and two at a time left one core idle at the end while the longest finished (web 401 s,
// SQLite 255 s, PostgreSQL 507 s on this machine). Their output is held and printed whole as each ends.
// The build and the browser tests start as soon as only one of them is left.
// Lint and the type checks are single-threaded programs: they run as many at a time as there are cores.
// Every run leaves its reports in test-results/suite/ (step times in steps.json, Vitest and Playwright
// JSON), which bench/suite-projection.mjs reads to print where the time goes and what 380 screens cost.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const reportDir = path.join(root, 'test-results', 'suite');
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });
/** Wall-clock seconds per step, written to steps.json as the run goes. */
const stepSeconds = {};
function timed(title, started) {
  stepSeconds[title] = Math.round((Date.now() - started) / 100) / 10;
  fs.writeFileSync(path.join(reportDir, 'steps.json'), `${JSON.stringify(stepSeconds, null, 2)}\n`);
}
const counts = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

/** Runs a step with its output shown as it comes; answers whether it passed. */
function run(title, args, env = {}) {
  console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  // Not spawnSync: the Vitest runs held beside a step must go on reading their children's output.
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('close', (status) => {
      timed(title, started);
      if (status !== 0) failures.push(title);
      resolve(status === 0);
    });
  });
}

/** Like run, without waiting: the step's output is collected and printed whole when it ends. */
function runHeld(title, args, env = {}) {
  console.log(`\n━━ ${title}（已开始，结束后输出 / started, output when done）━━`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(process.stdout.isTTY && { FORCE_COLOR: '1' }), ...env },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      timed(title, started);
      console.log(`\n━━ ${title}（${((Date.now() - started) / 1000).toFixed(0)} s）━━`);
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) failures.push(title);
      resolve(status === 0);
    });
  });
}

/** Runs held steps (each a function answering a promise) at most `width` at a time. */
async function pool(jobs, width = os.availableParallelism()) {
  const queue = [...jobs];
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job();
  };
  await Promise.all(Array.from({ length: Math.max(1, width) }, lane));
}

/** Resolves once all but `left` of the promises have settled. */
function settledAllBut(left, promises) {
  let pending = promises.length;
  return new Promise((resolve) => {
    if (pending <= left) resolve();
    for (const promise of promises)
      Promise.resolve(promise).finally(() => {
        pending -= 1;
        if (pending <= left) resolve();
      });
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

async function vitest(title, file, extraArgs, env = {}, { held = false } = {}) {
  const out = path.join(reportDir, file);
  const args = [
    bin('vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
    ...extraArgs,
  ];
  const ok = await (held ? runHeld : run)(title, args, env);
  const report = readJson(out);
  if (report) {
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (!ok) counts.failed += 1;
}

/** Debian's headless shell before its chromium: the same Blink for less CPU (e2e/support/chromium.sh). */
const SYSTEM_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

function chromiumPath() {
  const candidate = process.env.CHROMIUM_PATH || SYSTEM_CHROMIUMS.find((file) => fs.existsSync(file));
  return candidate && fs.existsSync(candidate) ? candidate : undefined;
}

function lintJobs() {
  return [
    () =>
      runHeld('格式检查 / prettier', [
        bin('prettier', 'bin/prettier.cjs'),
        '--check',
        '--log-level',
        'warn',
        '.',
      ]),
    () => runHeld('代码检查 / eslint', [bin('eslint', 'bin/eslint.js'), '--max-warnings', '0', '.']),
  ];
}

/**
 * The build of core and the server, then the other programs: apps/web and e2e read core from source,
 * while the test programs check only the test files against the build's declarations (their
 * tsconfig.test.json references the built projects), so no source is checked twice.
 */
function typecheckJobs() {
  const tsc = bin('typescript', 'bin/tsc');
  let built;
  const build = () =>
    (built ??= runHeld('类型检查 / tsc (build)', [tsc, '-b', 'packages/core', 'apps/server']));
  const check = (project, needsBuild) => async () => {
    if (needsBuild && !(await build())) return;
    await runHeld(`类型检查 / tsc -p ${project}`, [tsc, '-p', project]);
  };
  return [
    build,
    check('apps/web', false),
    check('e2e', false),
    check('packages/core/tsconfig.test.json', true),
    check('apps/server/tsconfig.test.json', true),
  ];
}

const steps = {
  lint: () => pool(lintJobs()),
  typecheck: () => pool(typecheckJobs()),
  // The build first (the test programs read its declarations); the rest fill both cores meanwhile.
  static: () => {
    const [build, web, e2e, coreTests, serverTests] = typecheckJobs();
    const [prettier, eslint] = lintJobs();
    return pool([build, web, eslint, coreTests, serverTests, e2e, prettier]);
  },
  web(held = false) {
    return vitest(
      '网页组件测试 / web component tests',
      'vitest-web.json',
      ['--project', 'web'],
      {},
      { held },
    );
  },
  unit(held = false) {
    return vitest(
      '单元与服务端测试（SQLite）/ unit + server tests on SQLite',
      'vitest-sqlite.json',
      ['--project', 'core', '--project', 'server', '--project', 'tooling'],
      {},
      { held },
    );
  },
  pg(held = false) {
    if (!process.env.TEST_DATABASE_URL) {
      const message =
        '未设置 TEST_DATABASE_URL，跳过 PostgreSQL 上的服务端测试 / TEST_DATABASE_URL not set: PostgreSQL server tests skipped';
      if (ci) {
        console.error(`\n✗ ${message}`);
        failures.push('PostgreSQL');
      } else
        console.log(
          `\n⚠ ${message}\n  例 / e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/console_test npm test`,
        );
      return;
    }
    return vitest(
      '服务端测试（PostgreSQL）/ server tests on PostgreSQL',
      'vitest-postgres.json',
      ['--project', 'server'],
      { TEST_DB_DIALECT: 'postgres' },
      { held },
    );
  },
  async e2e() {
    const chromium = chromiumPath();
    if (!chromium) {
      const message = `未找到 Chromium（CHROMIUM_PATH、/usr/bin/chromium-headless-shell 或 /usr/bin/chromium），跳过浏览器测试 / No Chromium found: browser tests skipped`;
      if (ci) {
        console.error(`\n✗ ${message}`);
        failures.push('浏览器测试 / browser tests');
      } else
        console.log(
          `\n⚠ ${message}\n  安装 / install: apt-get install chromium-headless-shell fonts-noto-cjk，或设置 CHROMIUM_PATH 后运行 npm test`,
        );
      return;
    }
    if (!(await run('构建 / build for the browser tests', [path.join(root, 'scripts/build.mjs')]))) return;
    const out = path.join(reportDir, 'playwright.json');
    const ok = await run(
      '浏览器测试 / browser tests (Playwright + Chromium)',
      [bin('@playwright/test', 'cli.js'), 'test', '--config', 'e2e/playwright.config.ts'],
      { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    );
    const stats = readJson(out)?.stats;
    if (stats) {
      counts.passed += stats.expected + stats.flaky;
      counts.failed += stats.unexpected;
      counts.skipped += stats.skipped;
    } else if (!ok) counts.failed += 1;
  },
};

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
if (only && !steps[only]) {
  console.error(`未知步骤 / unknown step: ${only}（可选 / one of: ${Object.keys(steps).join(', ')}）`);
  process.exit(2);
}
const began = Date.now();
if (only) await steps[only]();
else {
  await steps.static();
  const vitestRuns = [steps.web(true), steps.unit(true), steps.pg(true)];
  // The build and the browser tests start when one Vitest run is left: a run has one worker, so the
  // last one alone left a core idle (PostgreSQL's ran alone for ~190 s of a 520 s phase).
  await settledAllBut(1, vitestRuns);
  await steps.e2e();
  await Promise.all(vitestRuns);
}
timed('合计 / total', began);

console.log('\n━━ 用时 / time per step (s) ━━');
for (const [title, seconds] of Object.entries(stepSeconds))
  console.log(`${String(seconds).padStart(7)}  ${title}`);
console.log(
  `报告 / reports: ${path.relative(root, reportDir)}/（node bench/suite-projection.mjs 读取 / reads them）`,
);
console.log('');
if (failures.length > 0) console.error(`失败的步骤 / failed steps: ${failures.join('; ')}`);
const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
process.exit(failures.length > 0 || counts.failed > 0 ? 1 : 0);
