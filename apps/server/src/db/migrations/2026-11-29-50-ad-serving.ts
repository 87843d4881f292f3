import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Issue 20, serving and its data: one row per counted impression or click (ad_event) and the
 * traffic providers' share rules (ad_provider_rule). Every data page of the area is a sum over
 * ad_event, so a day's report always equals its events; the indexes are the pages' groupings.
 *
 * Cost is kept in thousandths of a fen (cost_milli): a CPM bid is in fen per thousand impressions,
 * so one impression costs bid/1000 fen. Spend reaches the ledger as whole fen (ad_bill kind 2) by
 * accrual, posting what the events add up to and carrying the fraction; the events stay exact.
 */
export const adServing: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('ad_event'), kind)
      // The beacon's id: a repeated beacon counts once.
      .addColumn('event_no', 'varchar(64)', (c) => c.notNull().unique())
      // The decision it followed (a click names the impression's decision).
      .addColumn('decision_no', 'varchar(32)', (c) => c.notNull())
      // AD_EVENT_KIND: 1 impression, 2 click.
      .addColumn('kind', 'smallint', (c) => c.notNull())
      // The advertiser tenant (ad_advertiser.merchant_id) and its advertiser, plan and slot.
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('advertiser_id', 'bigint', (c) => c.notNull().references('ad_advertiser.id'))
      .addColumn('plan_id', 'bigint', (c) => c.notNull().references('ad_plan.id'))
      .addColumn('slot_id', 'bigint', (c) => c.notNull().references('ad_slot.id'))
      // The slot's traffic provider at the time (null: the platform's own slot).
      .addColumn('provider_id', 'bigint', (c) => c.references('merchant.id'))
      .addColumn('park_id', 'bigint')
      // Who saw it, for frequency caps: a plate or a screen's device id.
      .addColumn('viewer', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('plate_province', 'varchar(4)')
      // What it cost the advertiser and earned the provider, in thousandths of a fen.
      .addColumn('cost_milli', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('income_milli', 'bigint', (c) => c.notNull().defaultTo(0))
      // Midnight (Asia/Shanghai) of the event, epoch seconds: the day every report groups by.
      .addColumn('day', 'bigint', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    for (const [name, columns] of [
      ['ad_event_advertiser_day_idx', ['advertiser_id', 'day']],
      ['ad_event_plan_day_idx', ['plan_id', 'day']],
      ['ad_event_slot_day_idx', ['slot_id', 'day']],
      ['ad_event_provider_day_idx', ['provider_id', 'day']],
      ['ad_event_owner_day_idx', ['merchant_id', 'day']],
      ['ad_event_day_idx', ['day']],
      // Frequency caps: how often this viewer saw this plan today.
      ['ad_event_cap_idx', ['plan_id', 'viewer', 'day']],
    ] as const) {
      await db.schema
        .createIndex(name)
        .on('ad_event')
        .columns([...columns])
        .execute();
    }

    await addIdColumn(db.schema.createTable('ad_provider_rule'), kind)
      // The traffic provider (a lot owner's merchant); one rule each.
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().unique().references('merchant.id'))
      // The provider's share of what its slots earn, in basis points (0–10000).
      .addColumn('share_rate', 'integer', (c) => c.notNull())
      // AD_SETTLE_CYCLE-like: how often its income is settled (1 daily, 2 weekly, 3 monthly).
      .addColumn('settle_cycle', 'smallint', (c) => c.notNull().defaultTo(3))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(255)')
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
  },
});
