import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Energy (issue 19), the tables both halves of the work share: stations and their time-of-use
 * billing rule (the console's screens), charge points and their connectors (the OCPP central
 * system), and what a charging session leaves behind: a charging record and a payment order.
 *
 * Units, fixed here so the pricing, the forms and the seeds agree:
 * - energy in Wh (OCPP's Energy.Active.Import.Register default unit), integers;
 * - prices per kWh in 0.0001 元 (1/100 fen: 1.2345 元/度 is 12345), as Chinese stations quote them;
 * - amounts of money in fen, rounded once per session (see packages/core/src/resources/energy/billing-periods.ts).
 * - times are epoch seconds (bigint), like every other table.
 */
export const energyFoundation: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('energy_station'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('station_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('area_code', 'varchar(12)')
      .addColumn('address', 'varchar(128)')
      .addColumn('lng', 'double precision')
      .addColumn('lat', 'double precision')
      .addColumn('contact_name', 'varchar(32)')
      .addColumn('contact_phone', 'varchar(11)')
      // ENABLE_STATUS: 1 启用, 0 停用. A disabled station refuses its charge points' connections.
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('energy_station_owner_time_idx')
      .on('energy_station')
      .columns(['merchant_id', 'create_time'])
      .execute();

    // One time-of-use rule per station: `periods` is the JSON text of EnergyPeriod[] (core
    // billing-periods.ts), checked by checkEnergyPeriods on every write. A station without a row
    // cannot start a session (no price is not a free price).
    await addIdColumn(db.schema.createTable('energy_billing_rule'), kind)
      .addColumn('station_id', 'bigint', (c) => c.notNull().unique().references('energy_station.id'))
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('periods', 'text', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();

    // A station's settings documents (运行配置, 支付渠道, 预付费设置, ...): the engine's settings
    // owner kind `station`, stored like park_setting is for a lot (one row per station and kind).
    await addIdColumn(db.schema.createTable('energy_station_setting'), kind)
      .addColumn('station_id', 'bigint', (c) => c.notNull().references('energy_station.id'))
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('kind', 'varchar(32)', (c) => c.notNull())
      .addColumn('value_json', 'text', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('energy_station_setting_uq', ['station_id', 'kind'])
      .execute();

    // A charge point (充电桩) as OCPP knows it: `identity` is the last path segment of
    // /ocpp/<identity>; `password_hash` is checked against HTTP Basic on the upgrade (OCPP 1.6
    // security profile 1). Boot data (vendor, model, serial, firmware) is what BootNotification said.
    await addIdColumn(db.schema.createTable('energy_charge_point'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('station_id', 'bigint', (c) => c.notNull().references('energy_station.id'))
      .addColumn('identity', 'varchar(48)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('connector_count', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('max_power_w', 'integer', (c) => c.notNull().defaultTo(7000))
      .addColumn('vendor', 'varchar(32)')
      .addColumn('model', 'varchar(32)')
      .addColumn('serial_no', 'varchar(32)')
      .addColumn('firmware', 'varchar(64)')
      .addColumn('heartbeat_interval', 'integer', (c) => c.notNull().defaultTo(60))
      .addColumn('last_seen_time', 'bigint')
      .addColumn('boot_time', 'bigint')
      // ENABLE_STATUS: a disabled charge point is refused on connect.
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('energy_charge_point_station_idx')
      .on('energy_charge_point')
      .columns(['station_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('energy_charge_point_owner_idx')
      .on('energy_charge_point')
      .columns(['merchant_id', 'create_time'])
      .execute();

    // A connector (枪) and its OCPP status (Available, Preparing, Charging, SuspendedEV, SuspendedEVSE,
    // Finishing, Reserved, Unavailable, Faulted); "offline" is derived from the charge point's
    // last_seen_time, never stored, so it cannot go stale.
    await addIdColumn(db.schema.createTable('energy_connector'), kind)
      .addColumn('charge_point_id', 'bigint', (c) => c.notNull().references('energy_charge_point.id'))
      .addColumn('station_id', 'bigint', (c) => c.notNull().references('energy_station.id'))
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('connector_no', 'smallint', (c) => c.notNull())
      .addColumn('ocpp_status', 'varchar(16)', (c) => c.notNull().defaultTo('Unavailable'))
      .addColumn('error_code', 'varchar(32)')
      .addColumn('status_time', 'bigint')
      .addUniqueConstraint('energy_connector_point_no_uq', ['charge_point_id', 'connector_no'])
      .execute();
    await db.schema
      .createIndex('energy_connector_station_idx')
      .on('energy_connector')
      .columns(['station_id', 'charge_point_id'])
      .execute();

    // 充电记录: one OCPP transaction. `transaction_id` is the id the central system gave in
    // StartTransaction.conf; (charge_point_id, transaction_id) is unique so a StopTransaction replayed
    // after a reconnect finds the same row. Amounts stay 0 until the session is priced at its stop.
    await addIdColumn(db.schema.createTable('energy_charge_record'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('station_id', 'bigint', (c) => c.notNull().references('energy_station.id'))
      .addColumn('charge_point_id', 'bigint', (c) => c.notNull().references('energy_charge_point.id'))
      .addColumn('connector_no', 'smallint', (c) => c.notNull())
      .addColumn('record_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('transaction_id', 'integer', (c) => c.notNull())
      .addColumn('id_tag', 'varchar(20)', (c) => c.notNull())
      .addColumn('plate', 'varchar(10)')
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      .addColumn('end_time', 'bigint')
      .addColumn('meter_start_wh', 'bigint', (c) => c.notNull())
      .addColumn('meter_stop_wh', 'bigint')
      .addColumn('energy_wh', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('energy_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('service_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
      // CHARGE_RECORD_STATUS: 1 充电中, 2 已结束, 3 异常结束.
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('stop_reason', 'varchar(32)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('energy_charge_record_tx_uq', ['charge_point_id', 'transaction_id'])
      .execute();
    await db.schema
      .createIndex('energy_charge_record_station_time_idx')
      .on('energy_charge_record')
      .columns(['station_id', 'start_time'])
      .execute();
    await db.schema
      .createIndex('energy_charge_record_owner_time_idx')
      .on('energy_charge_record')
      .columns(['merchant_id', 'start_time'])
      .execute();

    // 支付订单: what the session costs, paid from a prepayment or at the end; a paid order is a
    // trade of the payments ledger (modules/settlement recordTrade), found again by `order_no`.
    await addIdColumn(db.schema.createTable('energy_payment_order'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('station_id', 'bigint', (c) => c.notNull().references('energy_station.id'))
      .addColumn('record_id', 'bigint', (c) => c.notNull().unique().references('energy_charge_record.id'))
      .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('paid_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('refund_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('pay_mode', 'smallint')
      // ORDER_STATUS of spec 01 §4, as parking orders use it.
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('pay_time', 'bigint')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('energy_payment_order_station_time_idx')
      .on('energy_payment_order')
      .columns(['station_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('energy_payment_order_owner_time_idx')
      .on('energy_payment_order')
      .columns(['merchant_id', 'create_time'])
      .execute();
  },
});
