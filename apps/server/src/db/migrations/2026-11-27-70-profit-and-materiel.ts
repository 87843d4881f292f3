import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Issue 18, profit part: 分账政策 (profit_policy: the platform's and the provider's shares of one
 * business in basis points), 分账策略 (profit_strategy: a policy applied to one customer or all of
 * them for a period), the policy a customer's 分账设置 names (customer_profit_policy.policy_id) and
 * 物料申请 (materiel_apply: a merchant's request for QR stands and signs, reviewed and shipped).
 */
export const profitAndMateriel: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('profit_policy'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('name', 'varchar(32)', (c) => c.notNull())
      // PROFIT_BUSINESS: 1 停车临停, 2 停车月卡, 3 充电, 4 广告
      .addColumn('business', 'smallint', (c) => c.notNull())
      .addColumn('platform_rate', 'integer', (c) => c.notNull())
      .addColumn('partner_rate', 'integer', (c) => c.notNull())
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(255)')
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('profit_policy_owner_time_idx')
      .on('profit_policy')
      .columns(['merchant_id', 'update_time'])
      .execute();
    await db.schema
      .createIndex('profit_policy_owner_business_idx')
      .on('profit_policy')
      .columns(['merchant_id', 'business', 'update_time'])
      .execute();

    await addIdColumn(db.schema.createTable('profit_strategy'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('name', 'varchar(32)', (c) => c.notNull())
      .addColumn('policy_id', 'bigint', (c) => c.notNull().references('profit_policy.id'))
      // The policy's business, kept on the row for the overlap check and the filter.
      .addColumn('business', 'smallint', (c) => c.notNull())
      // NULL: every customer of the owner.
      .addColumn('customer_id', 'bigint', (c) => c.references('merchant.id'))
      .addColumn('start_time', 'bigint', (c) => c.notNull())
      // NULL: until further notice.
      .addColumn('end_time', 'bigint')
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('remark', 'varchar(255)')
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('profit_strategy_owner_start_idx')
      .on('profit_strategy')
      .columns(['merchant_id', 'start_time'])
      .execute();
    await db.schema
      .createIndex('profit_strategy_owner_business_idx')
      .on('profit_strategy')
      .columns(['merchant_id', 'business', 'start_time'])
      .execute();
    await db.schema
      .createIndex('profit_strategy_policy_idx')
      .on('profit_strategy')
      .column('policy_id')
      .execute();

    await db.schema.alterTable('customer_profit_policy').addColumn('policy_id', 'bigint').execute();
    await db.schema
      .createIndex('customer_profit_policy_policy_idx')
      .on('customer_profit_policy')
      .column('policy_id')
      .execute();

    await addIdColumn(db.schema.createTable('materiel_apply'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('apply_no', 'varchar(32)', (c) => c.notNull().unique())
      // MATERIEL_ITEM
      .addColumn('item', 'smallint', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('receiver_name', 'varchar(32)', (c) => c.notNull())
      .addColumn('receiver_mobile', 'varchar(11)', (c) => c.notNull())
      .addColumn('address', 'varchar(128)', (c) => c.notNull())
      .addColumn('remark', 'varchar(255)')
      // MATERIEL_APPLY_STATUS: 0 已提交, 1 已通过, 2 已发货, -1 已驳回
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('reject_reason', 'varchar(128)')
      .addColumn('express_company', 'varchar(32)')
      .addColumn('tracking_no', 'varchar(32)')
      .addColumn('auditor_name', 'varchar(64)')
      .addColumn('audit_time', 'bigint')
      .addColumn('ship_time', 'bigint')
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('materiel_apply_owner_time_idx')
      .on('materiel_apply')
      .columns(['merchant_id', 'create_time'])
      .execute();
    await db.schema
      .createIndex('materiel_apply_owner_status_idx')
      .on('materiel_apply')
      .columns(['merchant_id', 'status', 'create_time'])
      .execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async down(db: Kysely<any>) {
    await db.schema.dropTable('materiel_apply').execute();
    await db.schema.dropIndex('customer_profit_policy_policy_idx').execute();
    await db.schema.alterTable('customer_profit_policy').dropColumn('policy_id').execute();
    await db.schema.dropTable('profit_strategy').execute();
    await db.schema.dropTable('profit_policy').execute();
  },
});
