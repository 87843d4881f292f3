#!/usr/bin/env node
// What the sign-in captcha (ALTCHA proof-of-work, SHA-256) costs a script: 100 challenges fetched
// from the real server, each solved by a plain loop over node:crypto and sent with a sign-in; how
// many the server accepted, and the time and hashes per attempt. Beside it, the same challenges
// solved by the pure-JS solver the sign-in page runs (noble SHA-256), as a browser would.
//   node bench/captcha-proof-of-work.mjs [--challenges 100]
// The server believes X-Forwarded-For from loopback here, so each attempt comes "from" its own
// address, as from a botnet: the per-address limits stay out of the way and the captcha is measured alone.
import { createHash } from 'node:crypto';
import { ensureBuilt } from '../scripts/build.mjs';
import { arg, startServer } from './lib/server.mjs';

const total = Number(arg('challenges', '100'));

ensureBuilt({ quiet: true });
const { searchProofOfWork } = await import('@console/core');
const server = await startServer({ LOGIN_CAPTCHA: 'on', TRUST_PROXY: 'loopback' });

function solveNative({ salt, challenge, maxnumber }) {
  for (let n = 0; n <= maxnumber; n += 1) {
    if (
      createHash('sha256')
        .update(salt + n)
        .digest('hex') === challenge
    )
      return n;
  }
  return undefined;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (label, values, unit) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  console.log(
    `  ${label.padEnd(34)} mean ${mean.toFixed(1)}  p50 ${pct(sorted, 50).toFixed(1)}  p95 ${pct(sorted, 95).toFixed(1)}  max ${sorted.at(-1).toFixed(1)} ${unit}`,
  );
};

try {
  let accepted = 0;
  let maxnumber = 0;
  const nativeMs = [];
  const jsMs = [];
  const tries = [];
  for (let i = 0; i < total; i += 1) {
    const from = { 'x-forwarded-for': `198.51.${100 + Math.floor(i / 250)}.${(i % 250) + 1}` };
    const task = (await (await fetch(`${server.url}/api/captcha`, { headers: from })).json()).payload;
    maxnumber = task.maxnumber;
    let started = performance.now();
    const n = solveNative(task);
    nativeMs.push(performance.now() - started);
    tries.push(n + 1);
    started = performance.now();
    searchProofOfWork(task, 0, task.maxnumber + 1);
    jsMs.push(performance.now() - started);
    const res = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from },
      body: JSON.stringify({
        account: 'bench-nobody',
        password: 'Wrong-pass1',
        captcha_id: task.captcha_id,
        captcha: String(n),
      }),
    });
    // 1431 (wrong account or password) means the captcha itself was accepted; 1430 means refused.
    if ((await res.json()).code === 1431) accepted += 1;
  }
  console.log(`ALTCHA SHA-256 proof of work, maxnumber ${maxnumber}, ${total} challenges`);
  console.log(`  solved by the script and accepted by the server: ${accepted} of ${total}`);
  summary('hashes per attempt', tries, '');
  summary('script (node:crypto) per attempt', nativeMs, 'ms');
  summary('page solver (noble, pure JS)', jsMs, 'ms');
} finally {
  await server.stop();
}
