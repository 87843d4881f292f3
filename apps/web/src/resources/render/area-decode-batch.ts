import { AREA_DECODE_BATCH_LIMIT, isAreaCode, type DecodedArea, type DecodedAreaBatch } from '@console/core';
import { api } from '../../lib/request';

interface Waiter {
  resolve(area: DecodedArea | null): void;
  reject(error: unknown): void;
}
let queued: Map<string, Waiter[]> | undefined;

/**
 * One area code decoded; the codes asked for in the same turn go out together as one
 * GET area/decode/batch. A list's area column renders its rows in one commit, and each row used to
 * ask GET area/decode on its own (admin's first page: 9 requests). A code that is no area code
 * answers null without asking, so it cannot spoil the batch.
 */
export function decodeArea(code: string): Promise<DecodedArea | null> {
  if (!isAreaCode(code)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    if (!queued) {
      queued = new Map();
      setTimeout(() => void send(), 0);
    }
    queued.set(code, [...(queued.get(code) ?? []), { resolve, reject }]);
  });
}

async function send(): Promise<void> {
  const batch = queued!;
  queued = undefined;
  const codes = [...batch.keys()];
  for (let start = 0; start < codes.length; start += AREA_DECODE_BATCH_LIMIT) {
    const chunk = codes.slice(start, start + AREA_DECODE_BATCH_LIMIT);
    const settle = (each: (waiter: Waiter, code: string) => void) =>
      chunk.forEach((code) => batch.get(code)!.forEach((waiter) => each(waiter, code)));
    try {
      const { payload } = await api.get<DecodedAreaBatch>(
        'area/decode/batch',
        { codes: chunk.join(',') },
        { silent: true },
      );
      const found = new Map(payload?.row.map((area) => [area.asked, area]));
      settle((waiter, code) => waiter.resolve(found.get(code) ?? null));
    } catch (error) {
      settle((waiter) => waiter.reject(error));
    }
  }
}
