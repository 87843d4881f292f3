#!/usr/bin/env node
// Where `npm test` spends its time, and what it would take at 380 screens (spec routes.tsv).
// Reads the reports the last `npm test` left in test-results/suite/ (steps.json, vitest-web.json,
// vitest-sqlite.json, vitest-postgres.json, playwright.json) and the built core's route catalogue for today's screen count.
//
// Model: the parts generated per screen grow with the screens: the engine's endpoint/access tests
// (one case per endpoint and role, on SQLite and PostgreSQL), the web component tests (a screen
// brings its page tests) and the browser walk over every screen. The first two are scaled by
// 380 / screens built today; the walk already opens every route, most as 建设中 placeholders, so each
// placeholder is priced at what a built screen costs it today. Everything else stays as measured. A second line
// scales every test file alike, as an upper bound. Each step's wall time is scaled by the share of its
// file time that grows, so parallel steps keep their measured overlap.
//
// Usage: npm test, then node bench/suite-projection.mjs [--target 380] [--dir test-results/suite]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback;
const dir = path.resolve(root, arg('--dir', 'test-results/suite'));
const target = Number(arg('--target', 380));

function readJson(file) {
  const full = path.join(dir, file);
  return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : undefined;
}

/** Files whose cases are generated per screen, endpoint or resource: they grow with the screens. */
const PER_SCREEN = [
  /apps\/server\/src\/engine\/engine-endpoints\.test\.ts$/,
  /apps\/server\/src\/http\/request-fuzz\.test\.ts$/,
  /apps\/server\/src\/engine\/definition-columns\.test\.ts$/,
  /apps\/web\/src\//,
  /every-screen-opens-cleanly\.spec\.ts$/,
];
const grows = (file) => PER_SCREEN.some((pattern) => pattern.test(file));

/** Seconds per test file of a Vitest JSON report (the file's own wall time on its worker). */
function vitestFiles(report) {
  return (report?.testResults ?? []).map((file) => ({
    file: path.relative(root, file.name),
    seconds: (file.endTime - file.startTime) / 1000,
    tests: file.assertionResults.length,
  }));
}

/** Seconds per spec file of a Playwright JSON report (every test and attempt of the file). */
function playwrightFiles(report) {
  const files = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          const entry =
            files.find((f) => f.file === file) ?? files[files.push({ file, seconds: 0, tests: 0 }) - 1];
          entry.seconds += result.duration / 1000;
          entry.tests += 1;
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report?.suites ?? []) walk(suite, `e2e/tests/${suite.file}`);
  return files;
}

/**
 * The every-screen walk's own printed lines: "admin: 250 screens in 300 s" and below it
 * "built 90 at 1.50 s each, 建设中 160 at 0.40 s each".
 */
function walkScreens(report) {
  const lines = [];
  const collect = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) for (const out of result.stdout ?? []) lines.push(out.text ?? '');
    for (const child of suite.suites ?? []) collect(child);
  };
  for (const suite of report?.suites ?? []) collect(suite);
  const pattern =
    /^(\w+): (\d+) screens in ([\d.]+) s\n\s+built (\d+) at ([\d.]+) s each, 建设中 (\d+) at ([\d.]+) s each$/gm;
  return [...lines.join('').matchAll(pattern)].map(([, account, count, seconds, bn, bs, pn, ps]) => ({
    account,
    count: Number(count),
    seconds: Number(seconds),
    built: { n: Number(bn), each: Number(bs) },
    placeholder: { n: Number(pn), each: Number(ps) },
  }));
}

async function builtScreens() {
  const dist = path.join(root, 'packages/core/dist/index.js');
  if (!fs.existsSync(dist)) return undefined;
  const core = await import(pathToFileURL(dist).href);
  return core.ROUTE_CATALOGUE.filter((route) => route.screen !== undefined).length;
}

const fmt = (seconds) => `${(seconds / 60).toFixed(1).padStart(5)} min (${Math.round(seconds)} s)`;

const steps = readJson('steps.json');
if (!steps) {
  console.error(`没有报告 / no reports in ${path.relative(root, dir)}: run npm test first`);
  process.exit(1);
}
const screens = await builtScreens();
if (!screens) {
  console.error('packages/core/dist is missing: npm test builds it');
  process.exit(1);
}
const factor = target / screens;

const parts = {
  web: { step: /web component/, files: vitestFiles(readJson('vitest-web.json')) },
  sqlite: { step: /SQLite/, files: vitestFiles(readJson('vitest-sqlite.json')) },
  postgres: { step: /PostgreSQL/, files: vitestFiles(readJson('vitest-postgres.json')) },
  browser: { step: /Playwright/, files: playwrightFiles(readJson('playwright.json')) },
};

console.log(`screens built: ${screens} of ${target}（× ${factor.toFixed(2)} at ${target}）\n`);
console.log('用时 / wall time per step:');
for (const [title, seconds] of Object.entries(steps)) console.log(`  ${fmt(seconds)}  ${title}`);

const walks = walkScreens(readJson('playwright.json'));
/**
 * A file's seconds at the target. The walk already opens every route an account may open, most of
 * them as 建设中 placeholders: at the target each placeholder costs what a built screen costs today.
 * Other per-screen files grow with the number of built screens.
 */
function projectFile(f) {
  if (!grows(f.file)) return f.seconds;
  if (/every-screen/.test(f.file) && walks.length > 0) {
    return walks.reduce(
      (sum, w) => sum + w.placeholder.n * Math.max(0, w.built.each - w.placeholder.each),
      f.seconds,
    );
  }
  return f.seconds * factor;
}

for (const [name, part] of Object.entries(parts)) {
  const total = part.files.reduce((sum, f) => sum + f.seconds, 0);
  const growing = part.files.filter((f) => grows(f.file)).reduce((sum, f) => sum + f.seconds, 0);
  part.total = total;
  part.growing = growing;
  part.projected = part.files.reduce((sum, f) => sum + projectFile(f), 0);
  if (part.files.length === 0) continue;
  console.log(
    `\n${name}: ${part.files.length} files, ${part.files.reduce((n, f) => n + f.tests, 0)} tests, ` +
      `${Math.round(total)} s of file time, ${Math.round(growing)} s of it per screen. Slowest:`,
  );
  for (const f of [...part.files].sort((a, b) => b.seconds - a.seconds).slice(0, 8)) {
    console.log(
      `  ${f.seconds.toFixed(1).padStart(7)} s  ${f.tests.toString().padStart(4)} tests  ${f.file}${grows(f.file) ? '  *' : ''}`,
    );
  }
}
for (const w of walks) {
  console.log(
    `  walk ${w.account}: ${w.count} screens in ${w.seconds} s; built ${w.built.n} at ${w.built.each} s, ` +
      `建设中 ${w.placeholder.n} at ${w.placeholder.each} s`,
  );
}

/** A step's wall time at the target: its growing share scaled (`all`: every file scaled). */
function projectStep(title, seconds, all) {
  const part = Object.values(parts).find((p) => p.step.test(title));
  if (!part || !part.total) return all ? seconds * factor : seconds;
  const grown = all ? part.total * factor : part.projected;
  return seconds * (grown / part.total);
}

function project(all) {
  const entries = Object.entries(steps).filter(([title]) => !/合计|total/.test(title));
  const byTitle = Object.fromEntries(entries.map(([title, s]) => [title, projectStep(title, s, all)]));
  // The measured total already holds the overlaps (static checks two at a time, the three Vitest
  // runs at once): scale it by the same ratio as the critical path, which is the static checks, the
  // longest Vitest run, the build and the browser tests.
  const critical = (values) => {
    const find = (re) => Object.entries(values).find(([t]) => re.test(t))?.[1] ?? 0;
    const statics = Object.entries(values)
      .filter(([t]) => /prettier|eslint|tsc/.test(t))
      .reduce((sum, [, s]) => sum + s, 0);
    return (
      statics / 2 +
      Math.max(find(/web component/), find(/SQLite/), find(/PostgreSQL/)) +
      find(/build for/) +
      find(/Playwright/)
    );
  };
  const measured = steps['合计 / total'] ?? critical(Object.fromEntries(entries));
  const ratio = critical(byTitle) / critical(Object.fromEntries(entries));
  return { byTitle, total: measured * ratio };
}

const generated = project(false);
const upper = project(true);
console.log(`\nnpm test now:                          ${fmt(steps['合计 / total'] ?? 0)}`);
console.log(`at ${target} screens, per-screen parts scaled: ${fmt(generated.total)}`);
for (const [title, seconds] of Object.entries(generated.byTitle)) {
  if (Math.abs(seconds - steps[title]) > 1) console.log(`    ${fmt(seconds)}  ${title}`);
}
console.log(`at ${target} screens, every step scaled (upper bound): ${fmt(upper.total)}`);
