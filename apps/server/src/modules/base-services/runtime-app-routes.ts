import {
  ApiCode,
  metadataProblem,
  normaliseDomain,
  runtimeAppMetadataResource,
  runtimeAppResource,
} from '@console/core';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { EngineContext, Row } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';

/** A domain names one app: one taken by another app is refused before anything is written. */
async function checkedDomains(ctx: EngineContext, raw: unknown, appId?: number): Promise<string[]> {
  const domains = [...new Set((raw as string[]).map(normaliseDomain))];
  if (domains.length === 0) return domains;
  let query = ctx.db.selectFrom('runtime_app_domain').select('domain').where('domain', 'in', domains);
  if (appId !== undefined) query = query.where('runtime_app_id', '!=', appId);
  const taken = (await query.execute()).map((row) => row.domain);
  if (taken.length > 0) throw new AppError(ApiCode.BUSINESS_RULE, '域名已被其他应用使用', taken.join('、'));
  return domains;
}

async function replaceDomains(ctx: EngineContext, appId: number, domains: string[]): Promise<void> {
  await ctx.db.deleteFrom('runtime_app_domain').where('runtime_app_id', '=', appId).execute();
  if (domains.length === 0) return;
  await ctx.db
    .insertInto('runtime_app_domain')
    .values(domains.map((domain) => ({ domain, runtime_app_id: appId })))
    .execute();
}

/**
 * 应用配置 on the engine, at the spec's `merchant/app/rt` calls. Domains live in their own table (the
 * summary looks a host up there), so the hooks write them in the change's transaction and read them
 * back for lists, details and audit snapshots.
 */
export const runtimeAppRoutes = crudRoutes(runtimeAppResource, {
  hooks: {
    // The creating operator's tenant, as before the engine: who set the app up.
    beforeCreate: (ctx, { values }) => ({ ...values, merchant_id: ctx.auth.merchantId, status: 1 }),
    async afterCreate(ctx, { id, input }) {
      await replaceDomains(ctx, id, await checkedDomains(ctx, input.domains ?? []));
    },
    async afterUpdate(ctx, { before, input }) {
      if (input.domains === undefined) return;
      await replaceDomains(
        ctx,
        Number(before.id),
        await checkedDomains(ctx, input.domains, Number(before.id)),
      );
    },
    async beforeDelete(ctx, { before }) {
      // Explicit, not only ON DELETE CASCADE: SQLite enforces it only with foreign_keys on.
      await ctx.db
        .deleteFrom('runtime_app_metadata')
        .where('runtime_app_id', '=', Number(before.id))
        .execute();
      await ctx.db.deleteFrom('runtime_app_domain').where('runtime_app_id', '=', Number(before.id)).execute();
    },
    async decorateRows(ctx, rows) {
      const ids = rows.map((row) => Number(row.id));
      const byApp = new Map<number, string[]>();
      if (ids.length > 0) {
        const found = await ctx.db
          .selectFrom('runtime_app_domain')
          .selectAll()
          .where('runtime_app_id', 'in', ids)
          .orderBy('domain')
          .execute();
        for (const { runtime_app_id, domain } of found) {
          const id = Number(runtime_app_id);
          byApp.set(id, [...(byApp.get(id) ?? []), domain]);
        }
      }
      for (const row of rows) row.domains = byApp.get(Number(row.id)) ?? [];
    },
  },
});

/** Key and value are checked together (an image key needs an image); the field rules ran already. */
function checkPair(key: unknown, value: unknown): void {
  const problem = metadataProblem(String(key), String(value));
  if (problem) throw new AppError(ApiCode.VALIDATION, problem, `键：${String(key)}`);
}

async function appMustExist(ctx: EngineContext, id: unknown): Promise<void> {
  const found = await ctx.db
    .selectFrom('runtime_app')
    .select('id')
    .where('id', '=', Number(id))
    .executeTakeFirst();
  if (!found) throw new AppError(ApiCode.VALIDATION, '所选应用不存在', `runtime_app_id：${String(id)}`);
}

/** 元数据 on the engine, at the spec's `merchant/app/rt/metadata` calls; a key is unique per app (409). */
export const runtimeAppMetadataRoutes = crudRoutes(runtimeAppMetadataResource, {
  hooks: {
    async beforeCreate(ctx, { values }: { values: Row }) {
      checkPair(values.key, values.value);
      await appMustExist(ctx, values.runtime_app_id);
      return { ...values, status: 1 };
    },
    beforeUpdate(_ctx, { before, changes }) {
      checkPair(changes.key ?? before.key, changes.value ?? before.value);
      return changes;
    },
    async decorateRows(ctx, rows) {
      const ids = [...new Set(rows.map((row) => Number(row.runtime_app_id)))];
      if (ids.length === 0) return;
      const apps = await ctx.db
        .selectFrom('runtime_app')
        .select(['id', 'name'])
        .where('id', 'in', ids)
        .execute();
      const names = new Map(apps.map((found) => [Number(found.id), found.name]));
      for (const row of rows) row.app_name = names.get(Number(row.runtime_app_id)) ?? '';
    },
  },
});
