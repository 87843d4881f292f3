import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * The OCPP central system's own rows (issue 19, device part): every OCPP message a charge point
 * and the console exchanged (the device page's log), the meter samples a session is priced from,
 * and the prepaid amount a session may spend before the central system stops it.
 * Times are Unix seconds, like every other table of the project.
 */
export const ocppCentral: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    // direction: 'in' (charge point → central system), 'out' (central system → charge point).
    // `note` says why a message was refused or ignored (a meter value going backwards).
    await addIdColumn(db.schema.createTable('energy_ocpp_message'), kind)
      .addColumn('charge_point_id', 'bigint', (c) => c.notNull().references('energy_charge_point.id'))
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('direction', 'varchar(4)', (c) => c.notNull())
      .addColumn('action', 'varchar(40)', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('note', 'varchar(128)')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('energy_ocpp_message_point_time_idx')
      .on('energy_ocpp_message')
      .columns(['charge_point_id', 'create_time'])
      .execute();

    // One accepted Energy.Active.Import.Register reading of a session; strictly later and never
    // lower than the one before it (the check refuses the others before they get here).
    await addIdColumn(db.schema.createTable('energy_meter_sample'), kind)
      .addColumn('record_id', 'bigint', (c) => c.notNull().references('energy_charge_record.id'))
      .addColumn('sample_time', 'bigint', (c) => c.notNull())
      .addColumn('meter_wh', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('energy_meter_sample_record_time_uq', ['record_id', 'sample_time'])
      .execute();

    // Fen the session may spend (0: paid at the end); the central system sends
    // RemoteStopTransaction once the running cost reaches it (`prepaid_stop_sent`).
    await db.schema
      .alterTable('energy_charge_record')
      .addColumn('prepaid_amount', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('energy_charge_record')
      .addColumn('prepaid_stop_sent', 'smallint', (c) => c.notNull().defaultTo(0))
      .execute();
  },
});
