import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowSeconds } from '../../lib/clock.js';

/** One OCPP message as the device page shows it. */
export interface OcppLogEntry {
  charge_point_id: number;
  merchant_id: number;
  direction: 'in' | 'out';
  action: string;
  payload: unknown;
  note?: string;
}

/** How long a payload may be kept: a MeterValues with transaction data can be long. */
const MAX_PAYLOAD = 4000;
const FLUSH_MS = 250;
const FLUSH_ROWS = 200;

/**
 * The log of every OCPP message, written in batches: 500 charge points sending meter values make
 * a hundred messages a second, and one insert a message would be most of the server's writes.
 * A batch waits at most a quarter second; `flush` empties it (on close, and before a test reads).
 */
export class OcppMessageLog {
  private queue: OcppLogEntry[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Kysely<Database>) {}

  add(entry: OcppLogEntry): void {
    this.queue.push(entry);
    if (this.queue.length >= FLUSH_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
  }

  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.queue.splice(0);
    const at = nowSeconds();
    this.writing = this.writing.then(async () => {
      if (rows.length === 0) return;
      try {
        await this.db
          .insertInto('energy_ocpp_message')
          .values(
            rows.map((row) => ({
              charge_point_id: row.charge_point_id,
              merchant_id: row.merchant_id,
              direction: row.direction,
              action: row.action,
              payload: JSON.stringify(row.payload ?? {}).slice(0, MAX_PAYLOAD),
              note: row.note ?? null,
              create_time: at,
            })),
          )
          .execute();
      } catch {
        // A lost log line must not stop the charge points; the next batch is tried as usual.
      }
    });
    await this.writing;
  }
}
