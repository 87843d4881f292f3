import Database from 'better-sqlite3';
import path from 'node:path';

/**
 * Counted ad events written straight into a running test server's SQLite database: they are
 * recorded facts (serving writes them one by one), and the data pages only read them. Each batch
 * is for one day of its own, so a spec reads its figures by that day's range whatever else the
 * worker's server holds.
 */
export interface AdEventBatch {
  /** The demo plan the events are of (by name) and the demo slot they were shown on (by code). */
  planName: string;
  slotCode: string;
  /** China midnight of the events' day, epoch seconds. */
  day: number;
  impressions: { count: number; costMilli: number; incomeMilli: number };
  clicks: { count: number; costMilli: number; incomeMilli: number };
}

export function insertAdEvents(dataDir: string, batch: AdEventBatch): { planId: number; slotId: number } {
  const db = new Database(path.join(dataDir, 'console.sqlite'));
  db.pragma('busy_timeout = 10000');
  try {
    const plan = db
      .prepare('select id, merchant_id, advertiser_id from ad_plan where name = ? order by id limit 1')
      .get(batch.planName) as { id: number; merchant_id: number; advertiser_id: number } | undefined;
    const slot = db
      .prepare('select id, provider_id, park_id from ad_slot where slot_code = ?')
      .get(batch.slotCode) as { id: number; provider_id: number | null; park_id: number | null } | undefined;
    if (!plan || !slot) throw new Error(`demo plan ${batch.planName} or slot ${batch.slotCode} missing`);
    const insert = db.prepare(
      `insert into ad_event (event_no, decision_no, kind, merchant_id, advertiser_id, plan_id, slot_id,
         provider_id, park_id, viewer, plate_province, cost_milli, income_milli, day, create_time)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, '粤B12345', '粤', ?, ?, ?, ?)`,
    );
    const tag = `${batch.day}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    db.transaction(() => {
      for (const [kind, part] of [
        [1, batch.impressions],
        [2, batch.clicks],
      ] as const) {
        for (let i = 0; i < part.count; i += 1) {
          insert.run(
            `E2E-${tag}-${kind}-${i}`,
            `D2E-${tag}-${i}`,
            kind,
            plan.merchant_id,
            plan.advertiser_id,
            plan.id,
            slot.id,
            slot.provider_id,
            slot.park_id,
            part.costMilli,
            part.incomeMilli,
            batch.day,
            batch.day + 3600 + i,
          );
        }
      }
    })();
    return { planId: plan.id, slotId: slot.id };
  } finally {
    db.close();
  }
}
