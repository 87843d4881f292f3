import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * The system Chromium (CHROMIUM_PATH, else Debian's chromium-headless-shell, else its chromium) through
 * a launcher that adds the features we turn off to Playwright's own list instead of replacing it
 * (support/chromium.sh says which browser, which features, and why).
 */
const chromium = fileURLToPath(new URL('./support/chromium.sh', import.meta.url));

/** Browser tests in the system Chromium against the real server and built web app (see support/server.ts and support/fixtures.ts). */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // Each worker has its own server and database (support/fixtures.ts), so spec files run side by
  // side. Two by default: the browser step runs after the server steps, and with one worker a core
  // sat idle while the other waited on Chromium (browser step 1686 s with two workers against
  // 3335 s with one, both on a loaded machine; E2E_WORKERS=1 for one).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  // A test that passes only on a second try is a defect (docs/decisions.md): no retries, CI included.
  retries: 0,
  // Bounds for a failure, not waits: a passing test ends as soon as what it waits for shows. On a
  // loaded machine signing in alone (the console document parsing its bundle) has taken 20 s.
  timeout: 60_000,
  // A full page load (page.goto) parses the console's script again: with two workers on two cores
  // one has shown 页面加载中… for over 15 s.
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json']],
  // The every-screen walk first: its one test is the longest (~250 s alone), and a long test queued
  // last leaves the other worker idle while it ends (the walks once ran last: a 1407 s span for
  // 2534 s of tests).
  projects: [
    { name: 'walk', testMatch: /every-screen-opens-cleanly\.spec\.ts$/ },
    { name: 'flows', testIgnore: /every-screen-opens-cleanly\.spec\.ts$/ },
  ],
  // Its own folder: Playwright empties its output folder when it starts, and test-results/suite/
  // holds the reports of the steps before it (scripts/test.mjs).
  outputDir: '../test-results/browser',
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The console turns antd's motion off for users who ask for less of it (lib/reduced-motion.ts).
    // Asked here, a popover or dialog is where it will stay the moment it shows: a click aimed at
    // a growing column-settings popover once landed beside its checkbox on a loaded machine.
    reducedMotion: 'reduce',
    // A failed test keeps its trace (actions with their timing and errors, network, console) without
    // the screencast or DOM snapshots. Recording every frame made Chromium's compositor and the runner
    // copy screenshots all the time, and with two workers on two cores it tripled each test (seven
    // tests: 184 s of test time with screenshots, 99 s without; one worker 77 s and 54 s). A DOM
    // snapshot before and after every action is recorded for passing tests too, since the trace is
    // thrown away only at the end: Chromium's and the runner's CPU for ten tests was 59.5 / 60.1 /
    // 68.8 s without them against 64.4 / 89.6 / 77.2 s with them, in turns. The failure's own
    // screenshot stays, and shows the page where the test stopped.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
