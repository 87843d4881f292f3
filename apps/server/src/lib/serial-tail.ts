import { randomInt } from 'node:crypto';

// Starts anywhere, so two processes started together do not count in step.
let sequence = randomInt(0, 10_000);

/**
 * The last nine digits of a business number (order, ticket, card, coupon, red packet …), after its
 * letter and time: four of a per-process sequence, then five random ones. The sequence keeps one
 * process's numbers apart within a second (up to 10,000 a second); the random part keeps two
 * processes' apart. Six random digits alone met a birthday clash about every half-minute at the
 * 260 exits a second bench/gate-cycle.mjs drives, and a clash is a refused write. Nine digits also
 * keep them longer than the demo seed's numbers (a sequence of eight), so the two never meet.
 */
export function serialTail(): string {
  sequence = (sequence + 1) % 10_000;
  return `${String(sequence).padStart(4, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}
