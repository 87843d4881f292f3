import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Issue 20, advertising model: advertisers (ad_advertiser) with their bids per slot type (ad_bid),
 * recharges (ad_recharge) and bill lines (ad_bill: one per journal entry that moves an advertiser's
 * deposit, so a balance is a sum); plans (ad_plan) with their review; promotion demands (ad_demand);
 * the media side: categories, media apps, slots (on a lot, whose owner is the traffic provider) and
 * targeting packages. Serving adds its own event tables beside these and writes spend as ad_bill
 * lines (kind 2) naming the plan and the slot, which is why those two columns exist already.
 */
export const advertising: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('ad_advertiser'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('industry', 'varchar(32)', (c) => c.notNull())
      .addColumn('contact_name', 'varchar(32)', (c) => c.notNull())
      .addColumn('contact_mobile', 'varchar(11)', (c) => c.notNull())
      .addColumn('address', 'varchar(128)')
      // Serving stops while the balance (sum of ad_bill.amount) is below this, in fen.
      .addColumn('low_balance', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(255)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ad_advertiser_owner_time_idx')
      .on('ad_advertiser')
      .columns(['merchant_id', 'create_time'])
      .execute();

    await addIdColumn(db.schema.createTable('ad_bid'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('advertiser_id', 'bigint', (c) => c.notNull().references('ad_advertiser.id'))
      // AD_SLOT_TYPE; AD_BID_MODE 1 CPM (bid per thousand impressions) 2 CPC (per click), in fen.
      .addColumn('slot_type', 'smallint', (c) => c.notNull())
      .addColumn('bid_mode', 'smallint', (c) => c.notNull())
      .addColumn('bid', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ad_bid_advertiser_type_uq')
      .on('ad_bid')
      .columns(['advertiser_id', 'slot_type'])
      .unique()
      .execute();

    await addIdColumn(db.schema.createTable('ad_recharge'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('advertiser_id', 'bigint', (c) => c.notNull().references('ad_advertiser.id'))
      .addColumn('recharge_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('remark', 'varchar(128)')
      .addColumn('operator_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ad_recharge_advertiser_time_idx')
      .on('ad_recharge')
      .columns(['advertiser_id', 'create_time'])
      .execute();

    await addIdColumn(db.schema.createTable('ad_bill'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('advertiser_id', 'bigint', (c) => c.notNull().references('ad_advertiser.id'))
      // One bill line per journal entry: the entry's idempotency makes the line's.
      .addColumn('entry_id', 'bigint', (c) => c.notNull().unique().references('ledger_entry.id'))
      // AD_BILL_KIND: 1 recharge (+), 2 spend (−), 3 refund (−).
      .addColumn('kind', 'smallint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('ref_no', 'varchar(32)')
      .addColumn('memo', 'varchar(128)')
      // Spend names what it was spent on, so a plan's day spend is an indexed sum.
      .addColumn('plan_id', 'bigint')
      .addColumn('slot_id', 'bigint')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ad_bill_advertiser_time_idx')
      .on('ad_bill')
      .columns(['advertiser_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('ad_bill_plan_time_idx')
      .on('ad_bill')
      .columns(['plan_id', 'create_time'])
      .execute();

    await addIdColumn(db.schema.createTable('ad_category'), kind)
      .addColumn('name', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ad_category_sort_idx').on('ad_category').column('sort').execute();

    await addIdColumn(db.schema.createTable('ad_media_app'), kind)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('media_type', 'smallint', (c) => c.notNull())
      .addColumn('app_key', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('remark', 'varchar(255)')
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ad_media_app_time_idx').on('ad_media_app').column('create_time').execute();

    await addIdColumn(db.schema.createTable('ad_slot'), kind)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      // What a screen sends to the decision endpoint.
      .addColumn('slot_code', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('media_app_id', 'bigint', (c) => c.notNull().references('ad_media_app.id'))
      .addColumn('slot_type', 'smallint', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('floor_price', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('park_id', 'bigint', (c) => c.references('park.id'))
      // The lot's owner: the traffic provider whose income the slot earns (null: the platform's own).
      .addColumn('provider_id', 'bigint', (c) => c.references('merchant.id'))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ad_slot_time_idx').on('ad_slot').column('create_time').execute();
    await db.schema
      .createIndex('ad_slot_provider_idx')
      .on('ad_slot')
      .columns(['provider_id', 'id'])
      .execute();

    await addIdColumn(db.schema.createTable('ad_package'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('area_code', 'varchar(12)')
      .addColumn('hour_start', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('hour_end', 'smallint', (c) => c.notNull().defaultTo(24))
      // JSON arrays: plate province characters and CAR_TYPE values; '[]' is no limit.
      .addColumn('plate_provinces', 'varchar(128)', (c) => c.notNull().defaultTo('[]'))
      .addColumn('car_types', 'varchar(32)', (c) => c.notNull().defaultTo('[]'))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ad_package_owner_time_idx')
      .on('ad_package')
      .columns(['merchant_id', 'create_time'])
      .execute();

    await addIdColumn(db.schema.createTable('ad_plan'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('advertiser_id', 'bigint', (c) => c.notNull().references('ad_advertiser.id'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('slot_type', 'smallint', (c) => c.notNull())
      .addColumn('creative', 'varchar(1024)', (c) => c.notNull())
      .addColumn('creative_width', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('creative_height', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('landing_url', 'varchar(512)')
      .addColumn('budget_daily', 'bigint', (c) => c.notNull())
      .addColumn('budget_total', 'bigint', (c) => c.notNull())
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint', (c) => c.notNull())
      .addColumn('package_id', 'bigint', (c) => c.references('ad_package.id'))
      .addColumn('freq_cap', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(5))
      .addColumn('demand_id', 'bigint')
      // AD_AUDIT_STATUS: 0 待审核, 1 已通过, 2 已驳回; only 1 with status 1 serves.
      .addColumn('audit_status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('reject_reason', 'varchar(128)')
      .addColumn('auditor_name', 'varchar(64)')
      .addColumn('audit_time', 'bigint')
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ad_plan_owner_time_idx')
      .on('ad_plan')
      .columns(['merchant_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('ad_plan_audit_time_idx')
      .on('ad_plan')
      .columns(['audit_status', 'create_time'])
      .execute();
    // What serving reads: the approved, enabled plans of one slot type.
    await db.schema
      .createIndex('ad_plan_serving_idx')
      .on('ad_plan')
      .columns(['slot_type', 'audit_status', 'status'])
      .execute();

    await addIdColumn(db.schema.createTable('ad_demand'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('advertiser_id', 'bigint', (c) => c.notNull().references('ad_advertiser.id'))
      .addColumn('title', 'varchar(64)', (c) => c.notNull())
      .addColumn('slot_type', 'smallint', (c) => c.notNull())
      .addColumn('budget_total', 'bigint', (c) => c.notNull())
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint', (c) => c.notNull())
      .addColumn('description', 'varchar(500)', (c) => c.notNull())
      .addColumn('audit_status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('reject_reason', 'varchar(128)')
      .addColumn('auditor_name', 'varchar(64)')
      .addColumn('audit_time', 'bigint')
      .addColumn('plan_id', 'bigint', (c) => c.unique().references('ad_plan.id'))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('ad_demand_owner_time_idx')
      .on('ad_demand')
      .columns(['merchant_id', 'create_time'])
      .execute();
  },
});
