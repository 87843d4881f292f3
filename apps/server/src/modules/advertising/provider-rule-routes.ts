import { adProviderRuleResource, ApiCode } from '@console/core';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { EngineContext } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';
import { invalid } from './advertising-lookups.js';

/** A provider's share is the platform's to set: a provider holding the code still may not raise its own. */
function assertPlatform(ctx: EngineContext): void {
  if (ctx.auth.merchantKind !== 'platform')
    throw new AppError(ApiCode.FORBIDDEN, '仅平台运营方可以设置计费规则');
}

/** A rule is for a traffic provider: a merchant that owns at least one ad slot. */
async function assertProvider(ctx: EngineContext, merchantId: unknown): Promise<void> {
  const slot = await ctx.db
    .selectFrom('ad_slot')
    .select('id')
    .where('provider_id', '=', Number(merchantId))
    .executeTakeFirst();
  if (!slot) throw invalid('该商户的车场没有广告位，不是流量主', '流量主');
  const rule = await ctx.db
    .selectFrom('ad_provider_rule')
    .select('id')
    .where('merchant_id', '=', Number(merchantId))
    .executeTakeFirst();
  if (rule) throw invalid('该流量主已有计费规则，请编辑原规则', '流量主');
}

/** 计费规则: the provider's row (merchant_id, from the create body), written by the platform alone. */
export const adProviderRuleRoutes = crudRoutes(adProviderRuleResource, {
  hooks: {
    async beforeCreate(ctx, { values }) {
      assertPlatform(ctx);
      await assertProvider(ctx, values.merchant_id);
      return values;
    },
    beforeUpdate(ctx, { changes }) {
      assertPlatform(ctx);
      return changes;
    },
    async decorateRows(ctx, rows) {
      // The owner is read by row id (a list row carries only its columns).
      const ids = rows.map((row) => Number(row.id));
      const owners = ids.length
        ? await ctx.db
            .selectFrom('ad_provider_rule as r')
            .innerJoin('merchant as m', 'm.id', 'r.merchant_id')
            .select(['r.id', 'm.name'])
            .where('r.id', 'in', ids)
            .execute()
        : [];
      const byId = new Map(owners.map((r) => [Number(r.id), r]));
      for (const row of rows) {
        const found = byId.get(Number(row.id));
        row.provider_name = found ? String(found.name) : '';
      }
    },
  },
});
