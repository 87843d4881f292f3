#!/usr/bin/env node
// Where a command's CPU goes, by kind of process: runs the command (default `npm test`) and reads
// /proc every 250 ms, then prints CPU seconds per kind (Chromium by process type, the Vitest
// workers, the browser tests' servers, Playwright's runner, PostgreSQL, other Node programs) and how
// busy the machine's cores were. On a saturated two-core machine the suite's wall time follows its
// total CPU, so this says which part to make cheaper. Linux only.
//   node bench/suite-cpu.mjs [-- command args…]
// A process is counted from the first poll that sees it to the last: one that lives under 250 ms
// can be missed, and one that ends loses at most its last 250 ms, so totals are slightly low.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { cpuMsOf, root } from './lib/server.mjs';

if (!fs.existsSync('/proc/stat')) {
  console.error('需要 Linux 的 /proc / needs Linux /proc');
  process.exit(1);
}
const dashes = process.argv.indexOf('--');
const [command, ...args] = dashes >= 0 ? process.argv.slice(dashes + 1) : ['npm', 'test'];
const TICKS_PER_SECOND = 100;

/** The kind of a process, from its command line. */
function kindOf(cmdline) {
  // The headless shell starts its network service as /proc/self/exe --type=utility, for good.
  if (/chrom(e|ium)/.test(cmdline) || /^\/proc\/self\/exe --type=/.test(cmdline))
    return `Chromium ${/--type=([\w-]+)/.exec(cmdline)?.[1] ?? 'browser'}`;
  if (cmdline.includes('apps/server/dist/main.js')) return 'console server (browser tests, benches)';
  if (cmdline.includes('@playwright') || cmdline.includes('playwright/')) return 'Playwright runner';
  if (cmdline.includes('vitest')) return 'Vitest';
  if (cmdline.startsWith('postgres')) return 'PostgreSQL';
  if (/(^|\/)(tsc|eslint|prettier)\b/.test(cmdline) || /typescript|eslint|prettier/.test(cmdline))
    return 'static checks (tsc, eslint, prettier)';
  if (/(^|\/)node\b/.test(cmdline.split(' ')[0] ?? '')) return 'other Node';
  return `other: ${(cmdline.split(' ')[0] ?? '').split('/').pop() || '(kernel)'}`;
}

const processes = new Map();
function poll() {
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const seconds = cpuMsOf(pid) / 1000;
      let entry = processes.get(pid);
      // A renderer forked from Chromium's zygote shows the zygote's command line until it renames
      // itself, so a zygote's kind is read again until it changes.
      if (!entry || entry.kind === 'Chromium zygote') {
        const kind = kindOf(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '));
        entry ??= { kind, from: seconds, to: seconds };
        entry.kind = kind;
        processes.set(pid, entry);
      }
      entry.to = seconds;
    } catch {
      // The process ended between the listing and the read.
    }
  }
}

/** Busy and idle core-seconds of the whole machine so far. */
function machineSeconds() {
  const [, user, nice, system, idle, iowait, irq, softirq] = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .map(Number);
  return {
    busy: (user + nice + system + irq + softirq) / TICKS_PER_SECOND,
    idle: (idle + iowait) / TICKS_PER_SECOND,
  };
}

const began = Date.now();
const machineBefore = machineSeconds();
poll();
const timer = setInterval(poll, 250);
const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
const status = await new Promise((resolve) => child.on('close', resolve));
clearInterval(timer);
poll();
const machineAfter = machineSeconds();

const byKind = new Map();
for (const { kind, from, to } of processes.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + to - from);
const total = [...byKind.values()].reduce((sum, seconds) => sum + seconds, 0);
const busy = machineAfter.busy - machineBefore.busy;
const idle = machineAfter.idle - machineBefore.idle;
console.log(`\n━━ CPU by kind of process: ${[command, ...args].join(' ')} ━━`);
for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1])) {
  if (seconds < 0.5) continue;
  const share = ((100 * seconds) / total).toFixed(1).padStart(5);
  console.log(`${seconds.toFixed(1).padStart(9)} s  ${share} %  ${kind}`);
}
console.log(`${total.toFixed(1).padStart(9)} s  of CPU in ${((Date.now() - began) / 1000).toFixed(0)} s`);
console.log(
  `machine: ${((100 * busy) / (busy + idle)).toFixed(1)} % busy (${busy.toFixed(0)} core-s busy, ${idle.toFixed(0)} idle)`,
);
process.exit(status ?? 1);
