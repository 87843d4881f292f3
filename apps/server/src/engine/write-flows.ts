import { ApiCode, isTenantScoped, ownerColumn, parkColumnOf } from '@console/core';
import { AppError } from '../http/app-error.js';
import { writeAudit } from './audit-log.js';
import { isUniqueViolation } from './db-errors.js';
import { engineDb } from './engine-db.js';
import type { ActionContext, ActionHandler, Row, RowReader } from './engine-types.js';
import { checkInput, columnValues, stampTimes } from './input-check.js';
import { findRow } from './row-reader.js';
import { assertMerchantInScope, parkInScope, rowScope } from './tenant-scope.js';

/**
 * Every change runs in one transaction with its audit row: the hooks' own writes (link tables,
 * session revocations) use ctx.db, which is that transaction, so a failure anywhere undoes all.
 */
async function inTransaction<T>(reader: RowReader, work: (tx: RowReader) => Promise<T>): Promise<T> {
  try {
    return await reader.ctx.db
      .transaction()
      .execute((trx) => work({ ...reader, ctx: { ...reader.ctx, db: trx } }));
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(ApiCode.BUSINESS_RULE, `${reader.ctx.resource.label}与已有数据重复`);
    }
    throw error;
  }
}

/** The row a change starts from; inside a transaction it is locked until the change commits. */
async function mustFind(reader: RowReader, id: number, lock = false): Promise<Row> {
  const row = await findRow(reader, id, { lock });
  if (!row) throw new AppError(ApiCode.NOT_FOUND, `${reader.ctx.resource.label}不存在`, `id：${id}`);
  return row;
}

function prepared(reader: RowReader, input: Row, mode: 'create' | 'update'): Promise<Row> | Row {
  return reader.hooks.prepare ? reader.hooks.prepare(reader.ctx, { input, mode }) : {};
}

export async function createRow(reader: RowReader, input: Row): Promise<number> {
  const { ctx, hooks } = reader;
  checkInput(ctx.resource, input, 'create');
  let values = stampTimes(ctx.resource, columnValues(ctx.resource, input, 'create'), ctx.now, 'create');
  if (parkColumnOf(ctx.resource) === 'park_id') {
    // A park row belongs to the park's merchant, whoever (partner, merchant, clerk) files it.
    values.merchant_id = (await parkInScope(engineDb(ctx.db), ctx.auth, Number(input.park_id))).merchant_id;
  } else if (isTenantScoped(ctx.resource)) {
    const merchantId = typeof input.merchant_id === 'number' ? input.merchant_id : ctx.auth.merchantId;
    await assertMerchantInScope(engineDb(ctx.db), ctx.auth, merchantId);
    values[ownerColumn(ctx.resource)] = merchantId;
  }
  values = { ...values, ...(await prepared(reader, input, 'create')) };
  return inTransaction(reader, async (tx) => {
    const final = tx.hooks.beforeCreate ? await tx.hooks.beforeCreate(tx.ctx, { values, input }) : values;
    const inserted = await engineDb(tx.ctx.db)
      .insertInto(ctx.resource.table)
      .values(final)
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    if (hooks.afterCreate) await hooks.afterCreate(tx.ctx, { id, values: final, input });
    await writeAudit(tx.ctx, { action: 'create', rowId: id, after: await findRow(tx, id, { fixed: false }) });
    return id;
  });
}

export async function updateRow(reader: RowReader, input: Row & { id: number }): Promise<void> {
  const { ctx } = reader;
  checkInput(ctx.resource, input, 'update');
  await mustFind(reader, input.id); // 404 before any slow preparation
  const extra = await prepared(reader, input, 'update');
  await inTransaction(reader, async (tx) => {
    const before = await mustFind(tx, input.id, true);
    let changes = { ...columnValues(ctx.resource, input, 'update'), ...extra };
    if (tx.hooks.beforeUpdate) changes = await tx.hooks.beforeUpdate(tx.ctx, { before, changes, input });
    changes = stampTimes(ctx.resource, changes, ctx.now, 'update');
    if (Object.keys(changes).length > 0) {
      const db = engineDb(tx.ctx.db);
      await db
        .updateTable(ctx.resource.table)
        .set(changes)
        .where('id', '=', input.id)
        .where(rowScope(db, tx.dialect, ctx.resource, ctx.auth, tx.fixed))
        .execute();
    }
    if (tx.hooks.afterUpdate) await tx.hooks.afterUpdate(tx.ctx, { before, input });
    const after = await findRow(tx, input.id, { fixed: false });
    await writeAudit(tx.ctx, { action: 'update', rowId: input.id, before, ...(after && { after }) });
  });
}

export async function deleteRow(reader: RowReader, id: number): Promise<void> {
  const { ctx } = reader;
  await inTransaction(reader, async (tx) => {
    const before = await mustFind(tx, id, true);
    if (tx.hooks.beforeDelete) await tx.hooks.beforeDelete(tx.ctx, { before });
    const db = engineDb(tx.ctx.db);
    await db
      .deleteFrom(ctx.resource.table)
      .where('id', '=', id)
      .where(rowScope(db, tx.dialect, ctx.resource, ctx.auth, tx.fixed))
      .execute();
    await writeAudit(tx.ctx, { action: 'delete', rowId: id, before });
  });
}

export async function runAction(
  reader: RowReader,
  name: string,
  handler: ActionHandler,
  body: Row & { id: number },
): Promise<unknown> {
  const { ctx } = reader;
  const action = ctx.resource.actions[name];
  return inTransaction(reader, async (tx) => {
    const row = await mustFind(tx, body.id, true);
    const states = action?.states;
    if (states && !states.in.some((state) => String(state) === String(row[states.field]))) {
      const label = ctx.resource.fields[states.field]?.label ?? states.field;
      throw new AppError(ApiCode.BUSINESS_RULE, `当前${label}不允许${action.label}`);
    }
    const actionCtx: ActionContext = { ...tx.ctx, row, body };
    const result = await handler.run(actionCtx);
    const after = await findRow(tx, body.id, { fixed: false });
    await writeAudit(tx.ctx, { action: name, rowId: body.id, before: row, ...(after && { after }) });
    return result;
  });
}
