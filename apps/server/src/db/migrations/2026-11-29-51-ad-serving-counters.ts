import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Issue 20, serving's working tables beside ad_event: the decisions a screen was answered
 * (ad_decision: what it may count, at what price, and which beacon counted it), the spend counters
 * that a beacon raises only while a budget or balance allows (ad_plan_spend per plan and day, day 0
 * being all time; ad_advertiser_spend), and the accrual of spend into whole-fen postings per plan,
 * slot and provider (ad_spend_accrual: exact sums in thousandths of a fen and what was posted).
 */
export const adServingCounters: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('ad_decision'), kind)
      .addColumn('decision_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('advertiser_id', 'bigint', (c) => c.notNull())
      .addColumn('plan_id', 'bigint', (c) => c.notNull())
      .addColumn('slot_id', 'bigint', (c) => c.notNull())
      .addColumn('provider_id', 'bigint')
      .addColumn('park_id', 'bigint')
      .addColumn('viewer', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .addColumn('plate_province', 'varchar(4)')
      // AD_BID_MODE of the winner; the cleared price of one impression (CPM) or click (CPC), ‰ fen.
      .addColumn('bid_mode', 'smallint', (c) => c.notNull())
      .addColumn('price_milli', 'bigint', (c) => c.notNull())
      // The provider's share (basis points) when decided; 0 on the platform's own slot.
      .addColumn('share_rate', 'integer', (c) => c.notNull().defaultTo(0))
      // The event ids that counted its impression and its click (each counts once).
      .addColumn('impression_event', 'varchar(64)')
      .addColumn('click_event', 'varchar(64)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ad_decision_time_idx').on('ad_decision').column('create_time').execute();

    await addIdColumn(db.schema.createTable('ad_plan_spend'), kind)
      .addColumn('plan_id', 'bigint', (c) => c.notNull())
      // Asia/Shanghai midnight of the day; 0 is the plan's all-time total.
      .addColumn('day', 'bigint', (c) => c.notNull())
      .addColumn('spent_milli', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('ad_plan_spend_plan_day_uq')
      .on('ad_plan_spend')
      .columns(['plan_id', 'day'])
      .unique()
      .execute();

    await addIdColumn(db.schema.createTable('ad_advertiser_spend'), kind)
      .addColumn('advertiser_id', 'bigint', (c) => c.notNull().unique())
      .addColumn('spent_milli', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();

    await addIdColumn(db.schema.createTable('ad_spend_accrual'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull())
      .addColumn('advertiser_id', 'bigint', (c) => c.notNull())
      .addColumn('plan_id', 'bigint', (c) => c.notNull())
      .addColumn('slot_id', 'bigint', (c) => c.notNull())
      // The provider's merchant id, 0 for the platform's own slot (a unique key cannot hold null).
      .addColumn('provider_key', 'bigint', (c) => c.notNull())
      .addColumn('cost_milli', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('income_milli', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('posted_fen', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('income_posted_fen', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('ad_spend_accrual_uq')
      .on('ad_spend_accrual')
      .columns(['plan_id', 'slot_id', 'provider_key'])
      .unique()
      .execute();

    // Frequency caps read one viewer's impressions of the day across every plan at once.
    await db.schema
      .createIndex('ad_event_viewer_day_idx')
      .on('ad_event')
      .columns(['viewer', 'day'])
      .execute();
  },
});
