import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LogEvent } from 'kysely';

/** A request's clock: when it reached the hooks, and each statement's [start, end] in ms. */
interface RequestClock {
  start: number;
  spans: Array<[number, number]>;
}

const current = new AsyncLocalStorage<RequestClock>();
const clocks = new WeakMap<FastifyRequest, RequestClock>();

/**
 * Kysely's `log` callback: files each statement's time under the request that ran it. Statements
 * outside a request (start-up, migrations) have no clock and are ignored.
 */
export function timeStatement(event: LogEvent): void {
  const clock = current.getStore();
  if (!clock) return;
  const end = performance.now();
  clock.spans.push([end - event.queryDurationMillis, end]);
}

/** Milliseconds covered by the spans: statements run at once (a page and its count) count once. */
function coveredMs(spans: Array<[number, number]>): number {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [from, to] = [-Infinity, -Infinity];
  for (const [start, end] of sorted) {
    if (start > to) {
      if (to > from) total += to - from;
      [from, to] = [start, end];
    } else if (end > to) {
      to = end;
    }
  }
  if (to > from) total += to - from;
  return total;
}

/**
 * `Server-Timing: sql;dur=…, app;dur=…` on every answer (SERVER_TIMING=on, for benchmarks): the time
 * the request spent waiting for its SQL and the server's own work beside it (session, permissions,
 * scope, building queries, serialisation), from the first hook to the answer being sent. Off by
 * default: it costs a clock per statement and tells a client how long the database took.
 */
export function registerServerTiming(app: FastifyInstance): void {
  // Callback style, so every later hook, the handler and the driver calls run inside the store.
  app.addHook('onRequest', (request, _reply, done) => {
    const clock: RequestClock = { start: performance.now(), spans: [] };
    clocks.set(request, clock);
    current.run(clock, done);
  });
  app.addHook('onSend', async (request, reply) => {
    const clock = clocks.get(request);
    if (!clock) return;
    const total = performance.now() - clock.start;
    const sqlMs = coveredMs(clock.spans);
    reply.header(
      'server-timing',
      `sql;dur=${sqlMs.toFixed(3)}, app;dur=${Math.max(0, total - sqlMs).toFixed(3)}, stmt;desc=${clock.spans.length}`,
    );
  });
}
