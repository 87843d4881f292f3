import {
  adAdvertiserDataView,
  adAdvertiserDayView,
  adBillingStatView,
  adIncomeView,
  adPlanDayView,
  adProviderDayView,
  adProviderView,
  adSettlementView,
  adSlotDataView,
  adSlotDayView,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { likeExpr } from '../../db/sql-helpers.js';
import type { ViewSourceContext } from '../../engine/view-query.js';
import { viewRoutes } from '../../engine/view-routes.js';

/**
 * Whose events a view shows. `provider`: the slot owner's (merchant_id is ad_event.provider_id, the
 * engine scopes on it; the platform's own slots are in no provider's rows). `either`: the events of
 * the caller's plans or of its slots, or all of them for the platform; the source applies that
 * scope itself before summing (a day's row adds events of several tenants), and names the caller
 * as the rows' owner.
 */
type Side = 'provider' | 'either';

const sum = (expr: RawBuilder<unknown>) => sql<number>`sum(${expr})`;
/** Thousandths of a fen summed exactly, shown as the nearest fen (same on SQLite and PostgreSQL). */
const fen = (column: string, kind?: number) =>
  kind === undefined
    ? sql<number>`cast(round(sum(${sql.ref(column)}) / 1000.0) as bigint)`
    : sql<number>`cast(round(sum(case when e.kind = ${sql.lit(kind)} then ${sql.ref(column)} else 0 end) / 1000.0) as bigint)`;
const count = (kind: number) => sum(sql`case when e.kind = ${sql.lit(kind)} then 1 else 0 end`);

/** The figures every data row carries (METRICS in core), summed over the grouped events. */
const METRICS = [
  count(1).as('impressions'),
  count(2).as('clicks'),
  sql<number>`case when ${count(1)} = 0 then 0 else cast(round(${count(2)} * 10000.0 / ${count(1)}) as bigint) end`.as(
    'ctr',
  ),
  fen('e.cost_milli').as('cost'),
  fen('e.income_milli').as('income'),
  sql<number>`sum(e.cost_milli)`.as('cost_milli'),
  sql<number>`sum(e.income_milli)`.as('income_milli'),
];

/** The counted events in the caller's reach and the query's day range, before grouping. */
function events({ db, auth, query }: ViewSourceContext, side: Side) {
  let rows = db.selectFrom('ad_event as e');
  if (typeof query.day_start === 'number') rows = rows.where('e.day', '>=', query.day_start);
  if (typeof query.day_end === 'number') rows = rows.where('e.day', '<=', query.day_end);
  // A sub-account granted some lots sees the events of those lots' screens.
  if (auth.parkIds !== null)
    rows = rows.where('e.park_id', 'in', auth.parkIds.length > 0 ? auth.parkIds : [-1]);
  if (side === 'provider') return rows.where('e.provider_id', 'is not', null);
  if (auth.merchantKind === 'platform') return rows;
  const subtree = db
    .selectFrom('merchant')
    .select('merchant.id')
    .where(likeExpr('merchant.path', auth.merchantPath, 'prefix'));
  return rows.where((eb) => eb.or([eb('e.merchant_id', 'in', subtree), eb('e.provider_id', 'in', subtree)]));
}

/** The owner column of a grouped row: the provider, or the caller itself for `either`. */
function owner(ctx: ViewSourceContext, side: Side) {
  return side === 'provider'
    ? sql<number>`e.provider_id`.as('merchant_id')
    : sql<number>`${sql.lit(ctx.auth.merchantId)}`.as('merchant_id');
}

/** What `provider` rows group by besides their own key (the owner, which `either` does not select). */
const ownerGroup = (side: Side): string[] => (side === 'provider' ? ['e.provider_id'] : []);

/** One object's days: the events of one plan, slot, advertiser or provider, per day. */
function daySource(idColumn: 'plan_id' | 'slot_id' | 'advertiser_id' | 'provider_id', side: Side) {
  return (ctx: ViewSourceContext) => {
    let rows = events(ctx, side);
    const id = ctx.query[idColumn];
    if (typeof id === 'number') rows = rows.where(`e.${idColumn}`, '=', id);
    return rows
      .select([owner(ctx, side), `e.${idColumn} as ${idColumn}`, 'e.day', ...METRICS])
      .groupBy([...new Set([`e.${idColumn}`, 'e.day', ...ownerGroup(side)])].map((c) => sql.ref(c)));
  };
}

/** 收益报表 (and 数据分析's charts): every day in the caller's view. */
function incomeSource(ctx: ViewSourceContext) {
  return events(ctx, 'either')
    .select([
      owner(ctx, 'either'),
      'e.day',
      ...METRICS,
      sql<number>`cast(round(sum(e.cost_milli - e.income_milli) / 1000.0) as bigint)`.as('platform_income'),
    ])
    .groupBy('e.day');
}

function slotSource(ctx: ViewSourceContext) {
  return events(ctx, 'either')
    .innerJoin('ad_slot as s', 's.id', 'e.slot_id')
    .select([
      owner(ctx, 'either'),
      'e.slot_id',
      's.name as slot_name',
      's.slot_code',
      's.slot_type',
      (eb) => eb.fn.max('e.day').as('day'),
      ...METRICS,
    ])
    .groupBy(['e.slot_id', 's.name', 's.slot_code', 's.slot_type']);
}

function advertiserSource(ctx: ViewSourceContext) {
  return events(ctx, 'either')
    .innerJoin('ad_advertiser as a', 'a.id', 'e.advertiser_id')
    .select([
      owner(ctx, 'either'),
      'e.advertiser_id',
      'a.name as advertiser_name',
      sql<number>`count(distinct e.plan_id)`.as('plan_count'),
      (eb) => eb.fn.max('e.day').as('day'),
      ...METRICS,
    ])
    .groupBy(['e.advertiser_id', 'a.name']);
}

/** A provider's days with its name: 结算报表 and 计费统计. */
function providerDays(ctx: ViewSourceContext) {
  return events(ctx, 'provider')
    .innerJoin('merchant as p', 'p.id', 'e.provider_id')
    .select([owner(ctx, 'provider'), 'e.day', 'e.provider_id', 'p.name as provider_name', ...METRICS])
    .groupBy(['e.day', 'e.provider_id', 'p.name']);
}

function billingSource(ctx: ViewSourceContext) {
  return providerDays(ctx).select([
    fen('e.cost_milli', 1).as('impression_cost'),
    fen('e.cost_milli', 2).as('click_cost'),
  ]);
}

/**
 * 流量主列表: merchants owning an ad slot, each with its rule and its slots' events in all (one
 * grouped pass over ad_event, joined by provider). The row is the provider's own.
 */
function providerSource({ db }: ViewSourceContext) {
  const earned = db
    .selectFrom('ad_event as e')
    .where('e.provider_id', 'is not', null)
    .select(['e.provider_id', ...METRICS])
    .groupBy('e.provider_id')
    .as('t');
  const zero = (column: string) => sql<number>`coalesce(${sql.ref(column)}, 0)`;
  return db
    .selectFrom('merchant as m')
    .leftJoin('ad_provider_rule as r', 'r.merchant_id', 'm.id')
    .leftJoin(earned, 't.provider_id', 'm.id')
    .where('m.id', 'in', db.selectFrom('ad_slot').select('provider_id').where('provider_id', 'is not', null))
    .select((eb) => [
      'm.id',
      'm.id as merchant_id',
      'm.name',
      'm.merchant_no',
      eb
        .selectFrom('ad_slot as s')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('s.provider_id', '=', 'm.id')
        .as('slot_count'),
      'r.share_rate',
      'r.settle_cycle',
      zero('t.impressions').as('impressions'),
      zero('t.clicks').as('clicks'),
      zero('t.cost').as('cost'),
      zero('t.income').as('income'),
      zero('t.cost_milli').as('cost_milli'),
      zero('t.income_milli').as('income_milli'),
    ]);
}

/** 广告's data pages: every figure a sum of ad_event, in the caller's scope. */
export async function adDataRoutes(app: FastifyInstance): Promise<void> {
  await app.register(viewRoutes(adPlanDayView, { source: daySource('plan_id', 'either') }));
  await app.register(viewRoutes(adSlotDayView, { source: daySource('slot_id', 'either') }));
  await app.register(viewRoutes(adAdvertiserDayView, { source: daySource('advertiser_id', 'either') }));
  await app.register(viewRoutes(adProviderDayView, { source: daySource('provider_id', 'provider') }));
  await app.register(viewRoutes(adIncomeView, { source: incomeSource }));
  await app.register(viewRoutes(adSlotDataView, { source: slotSource }));
  await app.register(viewRoutes(adAdvertiserDataView, { source: advertiserSource }));
  await app.register(viewRoutes(adSettlementView, { source: providerDays }));
  await app.register(viewRoutes(adBillingStatView, { source: billingSource }));
  await app.register(viewRoutes(adProviderView, { source: providerSource }));
}
