import { OPENAPI_EVENT_MODULE } from '@console/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { enqueueJob } from '../../../platform/jobs/index.js';
import { liveGrant } from './lot-grants.js';

export const OPENAPI_CALLBACK_QUEUE = 'openapi-callback';

/** Tries before a delivery is given up: with the runner's backoff (5 s doubling, at most 10 min) about half an hour. */
export const CALLBACK_MAX_ATTEMPTS = 10;

export type OpenEventType = keyof typeof OPENAPI_EVENT_MODULE;

export interface OpenEvent {
  type: OpenEventType;
  /** Stable for the fact it reports (the record's exit, the order's payment): delivered once per app. */
  eventId: string;
  parkId: number;
  at: number;
  data: Record<string, unknown>;
}

/**
 * Tells the apps that listen: every enabled app with an enabled callback URL for the event, the
 * event's module granted, and a live access grant of the lot naming that module's scope. Written in
 * the caller's transaction (the exit or the payment), so an event exists only if the fact does; a
 * repeated event id adds nothing (unique per app), and each new row queues one delivery job.
 */
export async function emitOpenEvent(db: Kysely<Database>, event: OpenEvent): Promise<void> {
  const module = OPENAPI_EVENT_MODULE[event.type];
  const listeners = await db
    .selectFrom('openapi_callback')
    .innerJoin('openapi_app', 'openapi_app.id', 'openapi_callback.app_id')
    .innerJoin('openapi_app_module', (join) =>
      join
        .onRef('openapi_app_module.app_id', '=', 'openapi_app.id')
        .on('openapi_app_module.module', '=', module)
        .on('openapi_app_module.status', '=', 1),
    )
    .innerJoin('park_acl', (join) =>
      join
        .on('park_acl.park_id', '=', event.parkId)
        .on((eb) => liveGrant(eb, { appKey: sql.ref('openapi_app.app_key'), scope: module, now: event.at })),
    )
    .innerJoin('park', 'park.id', 'park_acl.park_id')
    .select([
      'openapi_app.id as app_id',
      'openapi_app.merchant_id',
      'openapi_app.app_key',
      'openapi_callback.url',
      'park.g_park_uuid',
      'park.name as park_name',
    ])
    .where('openapi_callback.event_type', '=', event.type)
    .where('openapi_callback.status', '=', 1)
    .where('openapi_app.status', '=', 1)
    .execute();
  for (const listener of listeners) {
    const payload = JSON.stringify({
      event_id: event.eventId,
      event_type: event.type,
      occurred_at: event.at,
      app_id: listener.app_key,
      park_uuid: listener.g_park_uuid,
      park_name: listener.park_name,
      data: event.data,
    });
    const row = await db
      .insertInto('openapi_event')
      .values({
        merchant_id: Number(listener.merchant_id),
        app_id: Number(listener.app_id),
        event_id: event.eventId,
        event_type: event.type,
        park_id: event.parkId,
        url: listener.url,
        payload,
        create_time: event.at,
      })
      .onConflict((oc) => oc.columns(['app_id', 'event_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row)
      await enqueueJob(
        db,
        OPENAPI_CALLBACK_QUEUE,
        { event_row_id: Number(row.id) },
        { maxAttempts: CALLBACK_MAX_ATTEMPTS },
      );
  }
}
