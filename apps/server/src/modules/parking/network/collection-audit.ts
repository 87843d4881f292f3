import {
  ApiCode,
  CHARGE_MODE,
  COLLECTION_AUDIT_RESULT,
  COLLECTION_AUDITED,
  fieldSchema,
  type JsonSchema,
  parkResource,
} from '@console/core';
import { AppError } from '../../../http/app-error.js';
import { writeAudit } from '../../../engine/audit-log.js';
import { engineDb } from '../../../engine/engine-db.js';
import type { ActionContext, ActionHandler, Row } from '../../../engine/engine-types.js';
import { checkInput, columnValues, stampTimes } from '../../../engine/input-check.js';
import { assertMerchantInScope } from '../../../engine/tenant-scope.js';
import { parkHooks } from '../park-routes.js';

const PARK_FIELDS = parkResource.fields;

/** PUT parking/collection/audit: the outcome, and for an approval the park's owner and settings. */
export const AUDIT_BODY: JsonSchema = {
  type: 'object',
  required: ['result'],
  properties: {
    result: { type: 'integer', title: '审核结果', enum: COLLECTION_AUDIT_RESULT.entries.map((e) => e.value) },
    reason: { type: 'string', title: '驳回原因', maxLength: 255 },
    merchant_id: { type: 'integer', title: '所属商户', minimum: 1 },
    charge_mode: { type: 'integer', title: '收费模式', enum: CHARGE_MODE.entries.map((e) => e.value) },
    name: fieldSchema(PARK_FIELDS.name),
    total_spaces: fieldSchema(PARK_FIELDS.total_spaces),
    contact_name: fieldSchema(PARK_FIELDS.contact_name),
    contact_mobile: fieldSchema(PARK_FIELDS.contact_mobile),
  },
  additionalProperties: false,
};

interface AuditBody {
  result: 1 | 2;
  reason?: string;
  merchant_id?: number;
  charge_mode?: number;
  name?: string;
  total_spaces?: number;
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
async function createParkFrom(ctx: ActionContext, body: AuditBody, merchantId: number): Promise<number> {
  const { row } = ctx;
  const input: Row = {
    name: body.name ?? row.name,
    area_code: row.area_code,
    address: row.address,
    ...(row.location ? { location: row.location } : {}),
    total_spaces: body.total_spaces ?? row.total_spaces,
    charge_mode: body.charge_mode,
    ...(body.contact_name ? { contact_name: body.contact_name } : {}),
    ...(body.contact_mobile ? { contact_mobile: body.contact_mobile } : {}),
  };
  checkInput(parkResource, input, 'create');
  const parkCtx = { ...ctx, resource: parkResource };
  const values = stampTimes(parkResource, columnValues(parkResource, input, 'create'), ctx.now, 'create');
  values.merchant_id = merchantId;
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
 * 审核: a waiting collection (the engine has checked scope and state, and locked the row) is
 * approved into a park of the chosen merchant or rejected with a reason. Approving also needs the
 * park create code, because it creates a park.
 */
export const auditCollection: ActionHandler = {
  body: AUDIT_BODY,
  answer: COLLECTION_AUDITED,
  async run(ctx) {
    const body = ctx.body as unknown as AuditBody;
    const auditor = { auditor_name: (ctx.auth.name || ctx.auth.account).slice(0, 64), audit_time: ctx.now };
    const id = Number(ctx.row.id);
    if (body.result === 2) {
      const reason = (body.reason ?? '').trim();
      if (!reason) throw new AppError(ApiCode.VALIDATION, '请填写驳回原因', '字段 reason');
      await ctx.db
        .updateTable('park_collection')
        .set({ status: 2, audit_reason: reason, ...auditor })
        .where('id', '=', id)
        .execute();
      return { status: 2 };
    }
    const create = parkResource.permissions.create;
    if (create && !ctx.auth.permissions.has(create)) {
      throw new AppError(ApiCode.FORBIDDEN, '没有新增车场的权限，不能通过审核', create);
    }
    if (body.merchant_id === undefined) {
      throw new AppError(ApiCode.VALIDATION, '请选择车场所属商户', '字段 merchant_id');
    }
    if (body.charge_mode === undefined) {
      throw new AppError(ApiCode.VALIDATION, '请选择收费模式', '字段 charge_mode');
    }
    await assertParkOwner(ctx, body.merchant_id);
    const parkId = await createParkFrom(ctx, body, body.merchant_id);
    await ctx.db
      .updateTable('park_collection')
      .set({ status: 1, park_id: parkId, audit_reason: null, ...auditor })
      .where('id', '=', id)
      .execute();
    return { status: 1, park_id: parkId };
  },
};
