import { profitStrategyResource } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { EngineContext, Row } from '../../engine/engine-types.js';
import { assertCustomerOfCaller, businessLabel, invalid, usablePolicy } from './profit-lookups.js';

interface Period {
  id?: number;
  merchant_id: number;
  business: number;
  customer_id: number | null;
  start_time: number;
  end_time: number | null;
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * Refuses a period that meets another enabled strategy of the same owner, business and customer
 * (both for every customer counts as the same): [start, end) intervals, no end meaning forever.
 */
export async function assertNoOverlap(db: Kysely<Database>, period: Period): Promise<void> {
  let query = db
    .selectFrom('profit_strategy')
    .select(['name'])
    .where('merchant_id', '=', period.merchant_id)
    .where('business', '=', period.business)
    .where('status', '=', 1)
    .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>', period.start_time)]));
  query =
    period.customer_id === null
      ? query.where('customer_id', 'is', null)
      : query.where('customer_id', '=', period.customer_id);
  if (period.end_time !== null) query = query.where('start_time', '<', period.end_time);
  if (period.id !== undefined) query = query.where('id', '!=', period.id);
  const clash = await query.executeTakeFirst();
  if (clash) {
    const whom = period.customer_id === null ? '全部客户' : '该客户';
    throw invalid(
      `${whom}的「${businessLabel(period.business)}」分账策略生效时间与「${clash.name}」重叠`,
      '生效时间',
    );
  }
}

/** The owner of a saved row (the engine's rows do not carry it). */
async function ownerOf(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .selectFrom('profit_strategy')
    .select('merchant_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.merchant_id);
}

/** Checks the whole row as it will be saved; returns the business it takes from its policy. */
async function checkStrategy(ctx: EngineContext, values: Row, merchantId: number, id?: number) {
  const start = Number(values.start_time);
  const end = numberOrNull(values.end_time);
  if (end !== null && end <= start) throw invalid('失效时间须晚于生效时间', '失效时间');
  const policy = await usablePolicy(ctx.db, ctx.auth, Number(values.policy_id));
  const customer = numberOrNull(values.customer_id);
  if (customer !== null) await assertCustomerOfCaller(ctx.db, ctx.auth, customer);
  if (Number(values.status ?? 1) === 1) {
    await assertNoOverlap(ctx.db, {
      ...(id !== undefined && { id }),
      merchant_id: merchantId,
      business: policy.business,
      customer_id: customer,
      start_time: start,
      end_time: end,
    });
  }
  return policy.business;
}

/**
 * 分账策略: the policy must be one the caller may use and enabled, the customer one of its own, the
 * period real and free of overlaps; 启用 checks the overlap again, since a stopped strategy may
 * have been left overlapping.
 */
export const profitStrategyRoutes = crudRoutes(profitStrategyResource, {
  hooks: {
    async beforeCreate(ctx, { values }) {
      const business = await checkStrategy(ctx, values, Number(values.merchant_id));
      return { ...values, business };
    },
    async beforeUpdate(ctx, { before, changes }) {
      const id = Number(before.id);
      const merged = { ...before, ...changes };
      const business = await checkStrategy(ctx, merged, await ownerOf(ctx.db, id), id);
      return { ...changes, business };
    },
    async decorateRows(ctx, rows) {
      const ids = rows.map((row) => Number(row.id));
      if (ids.length === 0) return;
      const found = await ctx.db
        .selectFrom('profit_strategy as s')
        .innerJoin('profit_policy as p', 'p.id', 's.policy_id')
        .leftJoin('merchant as c', 'c.id', 's.customer_id')
        .select(['s.id', 'p.name as policy_name', 'c.name as customer_name'])
        .where('s.id', 'in', ids)
        .execute();
      const byId = new Map(found.map((f) => [Number(f.id), f]));
      for (const row of rows) {
        const names = byId.get(Number(row.id));
        row.policy_name = names?.policy_name ?? '';
        row.customer_name = names?.customer_name ?? '全部客户';
      }
    },
  },
  actions: {
    enable: {
      async run(ctx) {
        const id = Number(ctx.row.id);
        const row = await ctx.db
          .selectFrom('profit_strategy')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await assertNoOverlap(ctx.db, {
          id,
          merchant_id: Number(row.merchant_id),
          business: Number(row.business),
          customer_id: numberOrNull(row.customer_id),
          start_time: Number(row.start_time),
          end_time: numberOrNull(row.end_time),
        });
        return undefined;
      },
    },
  },
});
