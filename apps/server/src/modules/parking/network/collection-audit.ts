import { ApiCode, COLLECTION_AUDITED, parkResource } from '@console/core';
import { AppError } from '../../../http/app-error.js';
import { writeAudit } from '../../../engine/audit-log.js';
import { engineDb } from '../../../engine/engine-db.js';
import type { ActionContext, ActionHandler, Row } from '../../../engine/engine-types.js';
import { checkInput, columnValues, stampTimes } from '../../../engine/input-check.js';
import { assertMerchantInScope } from '../../../engine/tenant-scope.js';
import { parkHooks } from '../park-routes.js';

/** The approval's input, checked by the definition (required, code tables, mobile) before the handler runs. */
interface ApproveInput {
  merchant_id: number;
  park_name: string;
  park_spaces: number;
  charge_mode: number;
  contact_name?: string;
  contact_mobile?: string;
}

/** Only a merchant that runs parking can own a park: one below the caller, enabled, with the product. */
async function assertParkOwner(ctx: ActionContext, merchantId: number): Promise<void> {
  await assertMerchantInScope(engineDb(ctx.db), ctx.auth, merchantId);
  const merchant = await ctx.db
    .selectFrom('merchant')
    .leftJoin('merchant_product', (join) =>
      join
        .onRef('merchant_product.merchant_id', '=', 'merchant.id')
        .on('merchant_product.product', '=', 'parking'),
    )
    .select(['merchant.kind', 'merchant.status', 'merchant_product.product'])
    .where('merchant.id', '=', merchantId)
    .executeTakeFirst();
  if (!merchant || merchant.kind !== 'merchant') {
    throw new AppError(ApiCode.BUSINESS_RULE, '车场只能归属于停车商户', `merchant_id：${merchantId}`);
  }
  if (Number(merchant.status) !== 1) throw new AppError(ApiCode.BUSINESS_RULE, '该商户已停用');
  if (!merchant.product) throw new AppError(ApiCode.BUSINESS_RULE, '该商户未开通停车产品');
}

/**
 * Creates the park of an approved collection with the park's own rules: the definition's
 * validation, the engine's column and time handling, the park hooks (uuid, operating status) and an
 * audit-log entry of the park itself, all inside the audit's transaction.
 */
async function createParkFrom(ctx: ActionContext, body: ApproveInput): Promise<number> {
  const { row } = ctx;
  const input: Row = {
    name: body.park_name,
    area_code: row.area_code,
    address: row.address,
    ...(row.location ? { location: row.location } : {}),
    total_spaces: body.park_spaces,
    charge_mode: body.charge_mode,
    ...(body.contact_name ? { contact_name: body.contact_name } : {}),
    ...(body.contact_mobile ? { contact_mobile: body.contact_mobile } : {}),
  };
  checkInput(parkResource, input, 'create');
  const parkCtx = { ...ctx, resource: parkResource };
  const values = stampTimes(parkResource, columnValues(parkResource, input, 'create'), ctx.now, 'create');
  values.merchant_id = body.merchant_id;
  const final = parkHooks.beforeCreate ? await parkHooks.beforeCreate(parkCtx, { values, input }) : values;
  const inserted = await engineDb(ctx.db)
    .insertInto('park')
    .values(final)
    .returning('id')
    .executeTakeFirstOrThrow();
  const parkId = Number(inserted.id);
  const after = await ctx.db
    .selectFrom('park')
    .selectAll()
    .where('id', '=', parkId)
    .executeTakeFirstOrThrow();
  await writeAudit(parkCtx, { action: 'create', rowId: parkId, after });
  return parkId;
}

/**
 * 通过: a waiting collection (the engine has checked scope, state and input, and locked the row)
 * becomes a park of the chosen merchant; the engine then writes the declared state and auditor.
 * Approving also needs the park create code, because it creates a park. 驳回 needs no handler.
 */
export const approveCollection: ActionHandler = {
  answer: COLLECTION_AUDITED,
  async run(ctx) {
    const body = ctx.body as unknown as ApproveInput;
    const create = parkResource.permissions.create;
    if (create && !ctx.auth.permissions.has(create)) {
      throw new AppError(ApiCode.FORBIDDEN, '没有新增车场的权限，不能通过审核', create);
    }
    await assertParkOwner(ctx, body.merchant_id);
    const parkId = await createParkFrom(ctx, body);
    await ctx.db
      .updateTable('park_collection')
      .set({ park_id: parkId })
      .where('id', '=', Number(ctx.row.id))
      .execute();
    return { status: 1, park_id: parkId };
  },
};
