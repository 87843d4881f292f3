import { serialTail } from '../../lib/serial-tail.js';

/**
 * Order numbers: a letter for the kind, the CST date and time to the second, and a serial tail.
 * They sort by time, read like the numbers payment channels print, and are unique by index.
 */
export function orderNo(kind: 'P' | 'R' | 'T', now: number): string {
  const cst = new Date((now + 8 * 3600) * 1000).toISOString(); // 2026-11-23T18:04:05.000Z
  const stamp = cst.slice(0, 19).replace(/\D/g, '');
  return `${kind}${stamp}${serialTail()}`;
}
