import {
  actionAllowed,
  ApiCode,
  isTenantScoped,
  ownerColumn,
  parkColumnOf,
  type ActionDef,
} from '@console/core';
import { AppError } from '../http/app-error.js';
import { writeAudit } from './audit-log.js';
import { isUniqueViolation } from './db-errors.js';
import { engineDb } from './engine-db.js';
import type { ActionContext, ActionHandler, Row, RowReader } from './engine-types.js';
import { checkActionInput, checkInput, columnValues, stampTimes } from './input-check.js';
import { findRow } from './row-reader.js';
import { assertMerchantInScope, parkInScope, rowScope, type ScopeAccess } from './tenant-scope.js';

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
async function mustFind(reader: RowReader, id: number, lock: boolean, access: ScopeAccess): Promise<Row> {
  const row = await findRow(reader, id, { lock, access });
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
  await mustFind(reader, input.id, false, 'write'); // 404 before any slow preparation
  const extra = await prepared(reader, input, 'update');
  await inTransaction(reader, async (tx) => {
    const before = await mustFind(tx, input.id, true, 'write');
    let changes = { ...columnValues(ctx.resource, input, 'update'), ...extra };
    if (tx.hooks.beforeUpdate) changes = await tx.hooks.beforeUpdate(tx.ctx, { before, changes, input });
    changes = stampTimes(ctx.resource, changes, ctx.now, 'update');
    if (Object.keys(changes).length > 0) {
      const db = engineDb(tx.ctx.db);
      await db
        .updateTable(ctx.resource.table)
        .set(changes)
        .where('id', '=', input.id)
        .where(rowScope(db, tx.dialect, ctx.resource, ctx.auth, tx.fixed, 'write'))
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
    const before = await mustFind(tx, id, true, 'write');
    if (tx.hooks.beforeDelete) await tx.hooks.beforeDelete(tx.ctx, { before });
    const db = engineDb(tx.ctx.db);
    await db
      .deleteFrom(ctx.resource.table)
      .where('id', '=', id)
      .where(rowScope(db, tx.dialect, ctx.resource, ctx.auth, tx.fixed, 'write'))
      .execute();
    await writeAudit(tx.ctx, { action: 'delete', rowId: id, before });
  });
}

/** Refuses a row the action does not apply to, with the reason a person can act on (1400 class). */
function assertApplies(reader: RowReader, action: ActionDef, row: Row): void {
  if (actionAllowed(action, row)) return;
  const { fields } = reader.ctx.resource;
  if (action.needs && !actionAllowed({ needs: action.needs }, row)) {
    throw new AppError(ApiCode.BUSINESS_RULE, action.needs.message);
  }
  const field = action.states?.field ?? '';
  throw new AppError(ApiCode.BUSINESS_RULE, `当前${fields[field]?.label ?? field}不允许${action.label}`);
}

/** What the definition says the action writes: its target state, its input that are columns, the stamp. */
function declaredChanges(reader: RowReader, action: ActionDef, input: Row): Row {
  const { ctx } = reader;
  const changes: Row = {};
  for (const [name, value] of Object.entries(input)) {
    const column = ctx.resource.fields[name];
    if (column && !column.virtual) changes[name] = value;
  }
  if (action.to) changes[action.to.field] = action.to.value;
  if (action.stamp?.by) changes[action.stamp.by] = ctx.auth.name || ctx.auth.account;
  if (action.stamp?.at) changes[action.stamp.at] = ctx.now;
  return Object.keys(changes).length > 0 ? stampTimes(ctx.resource, changes, ctx.now, 'update') : changes;
}

/**
 * A declared action: the row (locked), its state, the input checked by the definition's fields, the
 * module's handler if it has one (money movements, rows of other tables; it may refuse), then the
 * declared changes and the audit row, all in one transaction.
 */
export async function runAction(
  reader: RowReader,
  name: string,
  handler: ActionHandler | undefined,
  body: Row & { id: number },
): Promise<unknown> {
  const { ctx } = reader;
  const action = ctx.resource.actions[name];
  if (!action) throw new Error(`${ctx.resource.key}: unknown action ${name}`);
  return inTransaction(reader, async (tx) => {
    const row = await mustFind(tx, body.id, true, { action: name });
    assertApplies(tx, action, row);
    const input = checkActionInput(action, body);
    const actionCtx: ActionContext = { ...tx.ctx, row, body: { ...body, ...input } };
    const result = handler ? await handler.run(actionCtx) : undefined;
    const changes = declaredChanges(tx, action, input);
    if (Object.keys(changes).length > 0) {
      const db = engineDb(tx.ctx.db);
      await db.updateTable(ctx.resource.table).set(changes).where('id', '=', body.id).execute();
    }
    const after = await findRow(tx, body.id, { fixed: false });
    await writeAudit(tx.ctx, { action: name, rowId: body.id, before: row, ...(after && { after }) });
    return result;
  });
}
