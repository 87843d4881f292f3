import { adAuditResource, adDemandResource, adPlanResource } from '@console/core';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { EngineContext, Row } from '../../engine/engine-types.js';
import { advertiserInScope, assertPlatformReviewer, checkCreative, invalid } from './advertising-lookups.js';

/** Edits that change what the audience sees: any of them sends a reviewed plan back to 待审核. */
const REVIEWED_COLUMNS = ['creative', 'landing_url', 'name'] as const;

function dataDirOf(ctx: EngineContext): string {
  return ctx.request.server.config.dataDir;
}

function checkSchedule(values: Row): void {
  if (Number(values.end_time) <= Number(values.start_time))
    throw invalid('投放结束须晚于投放开始', '投放结束');
  if (Number(values.budget_daily) > Number(values.budget_total))
    throw invalid('日预算不能大于总预算', '日预算');
}

/** The targeting package must be one the caller sees (its own tenant's or one below). */
async function checkPackage(ctx: EngineContext, packageId: unknown, merchantId: number): Promise<void> {
  if (packageId === null || packageId === undefined) return;
  const found = await ctx.db
    .selectFrom('ad_package')
    .select('id')
    .where('id', '=', Number(packageId))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!found) throw invalid('定向包不存在或不属于该广告主', '定向包');
}

/** A plan made from a demand: the demand is the same advertiser's, approved, and has no plan yet. */
async function takeDemand(
  ctx: EngineContext,
  demandId: unknown,
  advertiserId: number,
): Promise<number | null> {
  if (demandId === null || demandId === undefined) return null;
  const demand = await ctx.db
    .selectFrom('ad_demand')
    .select(['id', 'advertiser_id', 'audit_status', 'plan_id'])
    .where('id', '=', Number(demandId))
    .executeTakeFirst();
  if (!demand || Number(demand.advertiser_id) !== advertiserId)
    throw invalid('推广需求不存在或不属于该广告主', '来源推广需求');
  if (Number(demand.audit_status) !== 1) throw invalid('推广需求尚未审核通过', '来源推广需求');
  if (demand.plan_id !== null) throw invalid('该推广需求已建计划', '来源推广需求');
  return Number(demand.id);
}

/** The advertiser's name on each row (the list leaves advertiser_id out, so it is read by row id). */
function advertiserNamesOf(table: 'ad_plan' | 'ad_demand') {
  return async (ctx: EngineContext, rows: Row[]): Promise<void> => {
    const ids = rows.map((row) => Number(row.id));
    if (ids.length === 0) return;
    // Both tables name the advertiser the same way; typed as one of them.
    const links = await ctx.db
      .selectFrom(table as 'ad_plan')
      .select(['id', 'advertiser_id'])
      .where('id', 'in', ids)
      .execute();
    const advertisers = links.length
      ? await ctx.db
          .selectFrom('ad_advertiser')
          .select(['id', 'name'])
          .where('id', 'in', [...new Set(links.map((l) => Number(l.advertiser_id)))])
          .execute()
      : [];
    const byAdvertiser = new Map(advertisers.map((a) => [Number(a.id), a.name]));
    const names = new Map(links.map((l) => [Number(l.id), byAdvertiser.get(Number(l.advertiser_id)) ?? '']));
    for (const row of rows) row.advertiser_name = names.get(Number(row.id)) ?? '';
  };
}

/**
 * 广告计划: filed under its advertiser's tenant; the creative is checked against its slot type from
 * the stored file; a new plan and an edit of what the audience sees wait for review.
 */
export const adPlanRoutes = crudRoutes(adPlanResource, {
  hooks: {
    async beforeCreate(ctx, { values }) {
      const advertiser = await advertiserInScope(ctx.db, ctx.auth, Number(values.advertiser_id));
      checkSchedule(values);
      await checkPackage(ctx, values.package_id, advertiser.merchant_id);
      const size = await checkCreative(
        ctx.db,
        dataDirOf(ctx),
        String(values.creative),
        Number(values.slot_type),
      );
      const demandId = await takeDemand(ctx, values.demand_id, advertiser.id);
      return {
        ...values,
        merchant_id: advertiser.merchant_id,
        demand_id: demandId,
        creative_width: size.width,
        creative_height: size.height,
        audit_status: 0,
      };
    },
    async afterCreate(ctx, { id, values }) {
      if (values.demand_id === null || values.demand_id === undefined) return;
      await ctx.db
        .updateTable('ad_demand')
        .set({ plan_id: id })
        .where('id', '=', Number(values.demand_id))
        .execute();
    },
    async beforeUpdate(ctx, { before, changes }) {
      const merged = { ...before, ...changes };
      checkSchedule(merged);
      await checkPackage(
        ctx,
        merged.package_id,
        Number((await ownerOfPlan(ctx, Number(before.id))).merchant_id),
      );
      const next: Row = { ...changes };
      if (changes.creative !== undefined && changes.creative !== before.creative) {
        const size = await checkCreative(
          ctx.db,
          dataDirOf(ctx),
          String(changes.creative),
          Number(before.slot_type),
        );
        next.creative_width = size.width;
        next.creative_height = size.height;
      }
      const reviewedChange = REVIEWED_COLUMNS.some(
        (column) => changes[column] !== undefined && changes[column] !== before[column],
      );
      if (reviewedChange && Number(before.audit_status) !== 0) {
        Object.assign(next, { audit_status: 0, reject_reason: null, auditor_name: null, audit_time: null });
      }
      return next;
    },
    decorateRows: advertiserNamesOf('ad_plan'),
  },
});

async function ownerOfPlan(ctx: EngineContext, id: number) {
  return ctx.db.selectFrom('ad_plan').select('merchant_id').where('id', '=', id).executeTakeFirstOrThrow();
}

const platformOnly = {
  async run(ctx: EngineContext) {
    assertPlatformReviewer(ctx.auth);
    return undefined;
  },
};

/** 广告审核: the same rows; 通过 and 驳回 are the platform's (the definition moves the state). */
export const adAuditRoutes = crudRoutes(adAuditResource, {
  hooks: { decorateRows: advertiserNamesOf('ad_plan') },
  actions: { approve: platformOnly, reject: platformOnly },
});

/**
 * 推广需求: filed under its advertiser's tenant; an edit sends it back to 待审核 and is refused once a
 * plan was made from it. Its review is the platform's, as a plan's.
 */
export const adDemandRoutes = crudRoutes(adDemandResource, {
  hooks: {
    async beforeCreate(ctx, { values }) {
      const advertiser = await advertiserInScope(ctx.db, ctx.auth, Number(values.advertiser_id));
      if (Number(values.end_time) <= Number(values.start_time))
        throw invalid('期望结束须晚于期望开始', '期望结束');
      return { ...values, merchant_id: advertiser.merchant_id, audit_status: 0 };
    },
    beforeUpdate(_ctx, { before, changes }) {
      if (before.plan_id !== null && before.plan_id !== undefined)
        throw invalid('该推广需求已建计划，不能再修改', '需求名称');
      const merged = { ...before, ...changes };
      if (Number(merged.end_time) <= Number(merged.start_time))
        throw invalid('期望结束须晚于期望开始', '期望结束');
      return { ...changes, audit_status: 0, reject_reason: null, auditor_name: null, audit_time: null };
    },
    decorateRows: advertiserNamesOf('ad_demand'),
  },
  actions: { approve: platformOnly, reject: platformOnly },
});
