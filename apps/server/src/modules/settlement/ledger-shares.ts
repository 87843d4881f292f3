import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ACCOUNT, move, post } from './ledger.js';
import { DAY } from './ledger-day.js';
import { rateOf } from './ledger-fees.js';

type Db = Kysely<Database>;

/**
 * The PROFIT_BUSINESS of a trade's payment BUSINESS: every parking payment is 停车临停 but a 月卡
 * renewal (停车月卡). 充电 and 广告 come with their trades.
 */
export function profitBusinessOf(business: string): number {
  return business === 'recharge' ? 2 : 1;
}

/** PROFIT_ROLE: who gets a share. */
export const ROLE = { partner: 1, platform: 2 } as const;

export interface ShareRule {
  business: number;
  /** The 分账策略 that decided, or null when the customer's 分账设置 did. */
  strategyId: number | null;
  policyId: number | null;
  partnerRate: number;
  platformRate: number;
}

interface Beneficiaries {
  partnerId: number | null;
  platformId: number | null;
}

/** The merchant's provider (its parent, when a partner) and the platform above it, if any. */
export async function beneficiariesOf(db: Db, merchantId: number): Promise<Beneficiaries & { path: string }> {
  const merchant = await db
    .selectFrom('merchant as m')
    .leftJoin('merchant as p', 'p.id', 'm.parent_id')
    .select(['m.path', 'p.id as partner_id', 'p.kind as partner_kind'])
    .where('m.id', '=', merchantId)
    .executeTakeFirst();
  if (!merchant) return { partnerId: null, platformId: null, path: '' };
  const ancestors = ancestorsOf(merchant.path, merchantId);
  const platform = ancestors.length
    ? await db
        .selectFrom('merchant')
        .select('id')
        .where('id', 'in', ancestors)
        .where('kind', '=', 'platform')
        .executeTakeFirst()
    : undefined;
  return {
    partnerId:
      merchant.partner_id && merchant.partner_kind === 'partner' ? Number(merchant.partner_id) : null,
    platformId: platform ? Number(platform.id) : null,
    path: merchant.path,
  };
}

/** The tenants above a merchant, nearest last (its path is `/root/…/parent/self/`). */
function ancestorsOf(path: string, self: number): number[] {
  return path
    .split('/')
    .filter(Boolean)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id !== self);
}

/**
 * What decides each business's shares of a merchant's day: the enabled 分账策略 in force that day
 * (start before the day ends, no end or an end after it starts) of a tenant above the merchant,
 * naming this merchant or every customer. A strategy naming the merchant wins over an "every
 * customer" one, the nearest owner over a farther one, and then the latest start (a strategy
 * taking over during the day decides the whole day). With none, the customer's 分账设置
 * (customer_profit_policy, enabled and effective by the day's end) gives the provider its
 * partner_rate of every parking business, as before strategies existed.
 */
export async function shareRulesOf(
  db: Db,
  merchantId: number,
  path: string,
  day: number,
  businesses: readonly number[],
): Promise<Map<number, ShareRule>> {
  const rules = new Map<number, ShareRule>();
  if (businesses.length === 0) return rules;
  const ancestors = ancestorsOf(path, merchantId);
  const end = day + DAY;
  const strategies = ancestors.length
    ? await db
        .selectFrom('profit_strategy as s')
        .innerJoin('profit_policy as p', 'p.id', 's.policy_id')
        .select([
          's.id',
          's.merchant_id',
          's.policy_id',
          's.business',
          's.customer_id',
          's.start_time',
          'p.partner_rate',
          'p.platform_rate',
        ])
        .where('s.merchant_id', 'in', ancestors)
        .where('s.status', '=', 1)
        .where('s.business', 'in', [...businesses])
        .where((eb) => eb.or([eb('s.customer_id', '=', merchantId), eb('s.customer_id', 'is', null)]))
        .where('s.start_time', '<', end)
        .where((eb) => eb.or([eb('s.end_time', 'is', null), eb('s.end_time', '>', day)]))
        .execute()
    : [];
  const depth = new Map(ancestors.map((id, i) => [id, i]));
  const rank = (s: (typeof strategies)[number]) => [
    s.customer_id === null ? 0 : 1,
    depth.get(Number(s.merchant_id)) ?? -1,
    Number(s.start_time),
    Number(s.id),
  ];
  const better = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! > b[i]!;
    return false;
  };
  const best = new Map<number, (typeof strategies)[number]>();
  for (const s of strategies) {
    const current = best.get(Number(s.business));
    if (!current || better(rank(s), rank(current))) best.set(Number(s.business), s);
  }
  const needsSetting = businesses.some((b) => !best.has(b));
  const setting = needsSetting
    ? await db
        .selectFrom('customer_profit_policy')
        .select(['policy_id', 'partner_rate'])
        .where('customer_id', '=', merchantId)
        .where('status', '=', 1)
        .where('effective_time', '<', end)
        .executeTakeFirst()
    : undefined;
  for (const business of businesses) {
    const s = best.get(business);
    if (s)
      rules.set(business, {
        business,
        strategyId: Number(s.id),
        policyId: Number(s.policy_id),
        partnerRate: Number(s.partner_rate),
        platformRate: Number(s.platform_rate),
      });
    else if (setting)
      rules.set(business, {
        business,
        strategyId: null,
        policyId: setting.policy_id === null ? null : Number(setting.policy_id),
        partnerRate: Number(setting.partner_rate),
        platformRate: 0,
      });
  }
  return rules;
}

export interface ShareItems {
  trades: readonly { business: string; amount: number | string }[];
  refunds: readonly { business: string; amount: number | string }[];
}

export interface PlannedShare {
  role: number;
  payeeId: number;
  business: number;
  rule: ShareRule;
  rate: number;
  base: number;
  amount: number;
}

/**
 * The shares of a settlement: per business, each beneficiary's rate of what the business brought in
 * (its trades less its refunds, never below zero), rounded half up. A share of zero is not made.
 */
export async function planShares(
  db: Db,
  merchantId: number,
  day: number,
  items: ShareItems,
): Promise<{ shares: PlannedShare[]; partnerId: number | null }> {
  const base = new Map<number, number>();
  for (const t of items.trades)
    base.set(profitBusinessOf(t.business), (base.get(profitBusinessOf(t.business)) ?? 0) + Number(t.amount));
  for (const r of items.refunds)
    base.set(profitBusinessOf(r.business), (base.get(profitBusinessOf(r.business)) ?? 0) - Number(r.amount));
  const { partnerId, platformId, path } = await beneficiariesOf(db, merchantId);
  const businesses = [...base.keys()].sort((a, b) => a - b);
  const rules = await shareRulesOf(db, merchantId, path, day, businesses);
  const shares: PlannedShare[] = [];
  for (const business of businesses) {
    const rule = rules.get(business);
    if (!rule) continue;
    const amountBase = Math.max(0, base.get(business)!);
    for (const [role, payeeId, rate] of [
      [ROLE.partner, partnerId, rule.partnerRate],
      [ROLE.platform, platformId, rule.platformRate],
    ] as const) {
      const amount = payeeId === null ? 0 : rateOf(amountBase, rate);
      if (payeeId !== null && amount > 0)
        shares.push({ role, payeeId, business, rule, rate, base: amountBase, amount });
    }
  }
  return { shares, partnerId };
}

/**
 * Posts each planned share as its own journal entry (the merchant's unsettled money to the
 * beneficiary's payable account) with its profit_share row; returns the rows' ids and numbers for
 * the settlement's share lines. Exactly once: the entry's key and the row's (settlement, business,
 * role) are unique.
 */
export async function postShares(
  db: Db,
  settlement: { id: number; settle_no: string; settle_day: number; merchant_id: number },
  shares: readonly PlannedShare[],
  now: number,
): Promise<{ id: number; share_no: string; amount: number }[]> {
  const out: { id: number; share_no: string; amount: number }[] = [];
  for (const share of shares) {
    const key = `share:${settlement.id}:${share.business}:${share.role}`;
    await post(
      db,
      {
        merchant_id: settlement.merchant_id,
        kind: 'share',
        idem_key: key,
        memo: `分账 ${settlement.settle_no}`,
        lines: move(
          { account: ACCOUNT.unsettled, merchant_id: settlement.merchant_id },
          {
            account: share.role === ROLE.partner ? ACCOUNT.partner : ACCOUNT.platform,
            merchant_id: share.payeeId,
          },
          share.amount,
        ),
      },
      now,
    );
    const entry = await db
      .selectFrom('ledger_entry')
      .select('id')
      .where('idem_key', '=', key)
      .executeTakeFirstOrThrow();
    // FZ + the settlement number's day and merchant + business and role: unique like the row.
    const shareNo = `FZ${settlement.settle_no.slice(1)}${share.business}${share.role}`;
    const row = await db
      .insertInto('profit_share')
      .values({
        share_no: shareNo,
        entry_id: Number(entry.id),
        settlement_id: settlement.id,
        settle_no: settlement.settle_no,
        settle_day: settlement.settle_day,
        payer_id: settlement.merchant_id,
        payee_id: share.payeeId,
        role: share.role,
        business: share.business,
        strategy_id: share.rule.strategyId,
        policy_id: share.rule.policyId,
        rate: share.rate,
        base_amount: share.base,
        amount: share.amount,
        create_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    out.push({ id: Number(row.id), share_no: shareNo, amount: share.amount });
  }
  return out;
}
