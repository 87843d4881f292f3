import type { Kysely } from 'kysely';
import type { MigrationFactory } from './migration-factory.js';

/**
 * 支付宝授权 of an approved application (issue 18): when the merchant authorised the console on the
 * channel and the channel's user id it answered. The one-time `state` of an authorisation is a
 * channel_apply_link of purpose `alipay-auth` (hashed, short-lived), so it needs no table.
 */
export const channelAuthorisation: MigrationFactory = () => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await db.schema.alterTable('channel_application').addColumn('auth_time', 'bigint').execute();
    await db.schema.alterTable('channel_application').addColumn('auth_user_id', 'varchar(32)').execute();
  },
});
