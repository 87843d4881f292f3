import {
  ApiCode,
  CHANNEL_EVENT,
  EVENT_ENTRY,
  eventRecordResource,
  eventRuleResource,
  okResponse,
  PLATE_COLOR,
  s,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { Row, WriteHooks } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import { nowSeconds } from '../../lib/clock.js';
import { authOf } from '../../platform/auth/auth-hook.js';
import { normalPlate } from './code-redeem.js';
import { eventIdOfRequest, reportSpend } from './event-grants.js';
import { addStockNames, assertOwnStock, assertValidity } from './stock-pick.js';

/** A spend rule needs a threshold; an entry rule has none (stored 0). */
function threshold(eventType: number, value: unknown): number {
  if (eventType === EVENT_ENTRY) return 0;
  const fen = Number(value);
  if (!(fen >= 1)) throw new AppError(ApiCode.VALIDATION, '消费满额须大于 0');
  return fen;
}

const eventRuleHooks: WriteHooks = {
  async beforeCreate(ctx, { values }) {
    assertValidity(Number(values.start_time), Number(values.end_time), ctx.now);
    await assertOwnStock(ctx.db, Number(values.merchant_id), Number(values.stock_id), ctx.now);
    const type = Number(values.event_type);
    return { ...values, threshold: threshold(type, values.threshold), granted_count: 0, status: 1 };
  },
  beforeUpdate(ctx, { before, changes }) {
    const merged = { ...before, ...changes };
    assertValidity(Number(merged.start_time), Number(merged.end_time), ctx.now);
    if ('threshold' in changes)
      return { ...changes, threshold: threshold(Number(before.event_type), changes.threshold) };
    return changes;
  },
  decorateRows: addStockNames('coupon_event_rule'),
};

export const eventRuleCrudRoutes = crudRoutes(eventRuleResource, { hooks: eventRuleHooks });

/**
 * Each event grant shows its rule, its coupon and the event that caused it: four queries a page. The
 * grant's own keys (coupon, rule, request id naming the event) are read by id, since a list page
 * carries only the columns it shows.
 */
const eventRecordHooks: WriteHooks = {
  async decorateRows(ctx, rows: Row[]) {
    const grantIds = rows.map((row) => Number(row.id)).filter((id) => id > 0);
    if (grantIds.length === 0) return;
    const keys = await ctx.db
      .selectFrom('coupon_grant')
      .select(['id', 'coupon_id', 'event_rule_id', 'request_id'])
      .where('id', 'in', grantIds)
      .execute();
    const keyBy = new Map(keys.map((key) => [Number(key.id), key]));
    const unique = (values: (number | null | undefined)[]) => [
      ...new Set(values.filter((v): v is number => typeof v === 'number' && v > 0)),
    ];
    const ruleIds = unique(
      keys.map((key) => (key.event_rule_id === null ? null : Number(key.event_rule_id))),
    );
    const couponIds = unique(keys.map((key) => Number(key.coupon_id)));
    const eventIds = unique(keys.map((key) => eventIdOfRequest(key.request_id)));
    const [rules, coupons, events] = await Promise.all([
      ruleIds.length
        ? ctx.db
            .selectFrom('coupon_event_rule')
            .select(['id', 'name', 'event_type'])
            .where('id', 'in', ruleIds)
            .execute()
        : [],
      couponIds.length
        ? ctx.db.selectFrom('coupon').select(['id', 'name']).where('id', 'in', couponIds).execute()
        : [],
      eventIds.length
        ? ctx.db
            .selectFrom('coupon_event as e')
            .leftJoin('park as p', 'p.id', 'e.park_id')
            .select(['e.id', 'e.amount', 'e.event_key', 'e.event_time', 'p.name as park_name'])
            .where('e.id', 'in', eventIds)
            .execute()
        : [],
    ]);
    const ruleBy = new Map(rules.map((rule) => [Number(rule.id), rule]));
    const couponBy = new Map(coupons.map((coupon) => [Number(coupon.id), coupon.name]));
    const eventBy = new Map(events.map((event) => [Number(event.id), event]));
    for (const row of rows) {
      const key = keyBy.get(Number(row.id));
      const rule = ruleBy.get(Number(key?.event_rule_id ?? 0));
      const event = eventBy.get(eventIdOfRequest(key?.request_id) ?? 0);
      row.rule_name = rule?.name ?? '';
      row.event_type = rule ? Number(rule.event_type) : null;
      row.coupon_name = couponBy.get(Number(key?.coupon_id ?? 0)) ?? '';
      row.event_amount = event ? Number(event.amount) : 0;
      row.event_key = event?.event_key ?? '';
      row.event_time = event ? Number(event.event_time) : 0;
      row.event_park = event?.park_name ?? '';
    }
  },
};

export const eventRecordCrudRoutes = crudRoutes(eventRecordResource, {
  where: () => [['channel', '=', CHANNEL_EVENT]],
  hooks: eventRecordHooks,
});

const REPORTED = s.object({
  outcomes: s.array(
    s.object({
      rule_id: s.integer({ title: '活动规则' }),
      rule_name: s.string({ title: '规则名称' }),
      granted: s.integer({ title: '赠送张数' }),
      reason: s.nullable(s.string({ title: '少送或未送的原因' })),
      created: s.boolean({ title: '是否首次上报' }),
    }),
  ),
});

interface SpendBody {
  plate: string;
  plate_color?: number;
  amount: number;
  order_no: string;
}

/**
 * 上报消费: a cashier or POS reports a plate's spend in fen with its order number; the caller's own
 * live 消费满额 rules that the amount reaches give their coupons. The order number is the event key,
 * so a report sent twice gives once.
 */
export async function eventReportRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: SpendBody }>(
    '/parking-coupon/event/rule/report',
    {
      config: { access: { permission: 'coupon:event-rule:report' } },
      schema: {
        tags: [eventRuleResource.label],
        summary: '上报消费（消费满额赠券；同一订单号只赠一次）',
        body: {
          type: 'object',
          properties: {
            plate: { type: 'string', minLength: 1, maxLength: 10, title: '车牌号' },
            plate_color: {
              type: 'integer',
              enum: PLATE_COLOR.entries.map((e) => e.value),
              title: '车牌颜色',
            },
            amount: { type: 'integer', minimum: 1, maximum: 100_000_000, title: '消费金额（分）' },
            order_no: {
              type: 'string',
              minLength: 1,
              maxLength: 48,
              pattern: '^[A-Za-z0-9_-]+$',
              title: '订单号',
            },
          },
          required: ['plate', 'amount', 'order_no'],
          additionalProperties: false,
        },
        response: okResponse(REPORTED),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const body = request.body;
      const plate = normalPlate(body.plate);
      const now = nowSeconds();
      const outcomes = await app.db.transaction().execute((tx) =>
        reportSpend(tx, auth.merchantId, {
          key: `sp${body.order_no}`,
          plate,
          plateColor: body.plate_color ?? 1,
          amount: body.amount,
          now,
        }),
      );
      return ok(request, { outcomes });
    },
  );
}
