import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** One line of a park's gate feed (the lot console): entries, exits, refusals, releases, payments. */
export async function writeParkEvent(
  db: Kysely<Database>,
  event: {
    park: { id: number; merchant_id: number };
    kind: 'entry' | 'exit' | 'refused' | 'release' | 'pay' | 'open';
    plate: string;
    plate_color: number;
    gate: string;
    at: number;
    content: string;
    recordId?: number;
  },
): Promise<void> {
  await db
    .insertInto('park_event')
    .values({
      merchant_id: event.park.merchant_id,
      park_id: event.park.id,
      kind: event.kind,
      plate: event.plate,
      plate_color: event.plate_color,
      gate: event.gate,
      record_id: event.recordId ?? null,
      content: event.content,
      create_time: event.at,
    })
    .execute();
}
