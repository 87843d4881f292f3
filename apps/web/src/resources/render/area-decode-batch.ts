import { api } from '../../lib/request';

/** What GET area/decode answers that a screen reads: the full name and the cascader's code path. */
export interface DecodedArea {
  code: string;
  full_name: string;
  codes: string[];
}

/** As the server accepts them (area-routes.ts): 2 to 12 digits, at most 100 a request. */
const AREA_CODE = /^\d{2,12}$/;
const BATCH_LIMIT = 100;

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
  if (!AREA_CODE.test(code)) return Promise.resolve(null);
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
  for (let start = 0; start < codes.length; start += BATCH_LIMIT) {
    const chunk = codes.slice(start, start + BATCH_LIMIT);
    const settle = (each: (waiter: Waiter, code: string) => void) =>
      chunk.forEach((code) => batch.get(code)!.forEach((waiter) => each(waiter, code)));
    try {
      const { payload } = await api.get<{ row: (DecodedArea & { asked: string })[] }>(
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
