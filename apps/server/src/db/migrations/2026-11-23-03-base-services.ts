import type { Kysely } from 'kysely';
import { addIdColumn } from './dialect-helpers.js';
import type { MigrationFactory } from './migration-factory.js';

/**
 * Base services and departments:
 * - `product`: the product catalogue the platform operator edits; a merchant's products
 *   (merchant_product.product = product.code) enable the permission areas listed here. A platform
 *   table (no merchant_id): products belong to no tenant.
 * - `department`: one org-chart tree per merchant (parent_id null = a root).
 * - `manager.department_id`: the department an account belongs to (one at most).
 */
export const baseServices: MigrationFactory = (kind) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async up(db: Kysely<any>) {
    await addIdColumn(db.schema.createTable('product'), kind)
      .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('product'))
      .addColumn('description', 'varchar(255)')
      .addColumn('permission_areas', 'varchar(512)', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('product_name_idx').on('product').column('name').execute();

    await addIdColumn(db.schema.createTable('department'), kind)
      .addColumn('merchant_id', 'bigint', (c) => c.notNull().references('merchant.id'))
      .addColumn('parent_id', 'bigint', (c) => c.references('department.id'))
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('leader_id', 'bigint', (c) => c.references('manager.id').onDelete('set null'))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();
    // The tree is read whole per merchant, children in sort order; names sort the list view.
    await db.schema
      .createIndex('department_tree_idx')
      .on('department')
      .columns(['merchant_id', 'parent_id', 'sort'])
      .execute();
    await db.schema
      .createIndex('department_name_idx')
      .on('department')
      .columns(['merchant_id', 'name'])
      .execute();

    await db.schema
      .alterTable('manager')
      .addColumn('department_id', 'bigint', (c) => c.references('department.id'))
      .execute();
    await db.schema.createIndex('manager_department_idx').on('manager').column('department_id').execute();
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('manager_department_idx').execute();
    await db.schema.alterTable('manager').dropColumn('department_id').execute();
    await db.schema.dropTable('department').execute();
    await db.schema.dropTable('product').execute();
  },
});
