import { s, type Infer } from '../../api/schema.js';

/** What parking actions answer beside "done": the numbers a person is shown after the action. */

/** PUT parking/in-parking/release: the release record and the fee waived (fen). */
export const RELEASED = s.object({
  release_id: s.integer(),
  waived_amount: s.integer({ title: '免收金额（分）' }),
});

const RENEWAL = {
  start_time: s.integer({ title: '有效期起' }),
  end_time: s.integer({ title: '有效期止' }),
  order_no: s.string({ title: '订单号' }),
  amount: s.integer({ title: '金额（分）' }),
};
/** PUT parking/month-card/renew: the card's new period and the order that bought it. */
export const CARD_RENEWED = s.object(RENEWAL);
export type CardRenewed = Infer<typeof CARD_RENEWED>;

/** PUT parking/value-card/recharge: the new balance (fen) and the order. */
export const CARD_RECHARGED = s.object({ balance: s.integer({ title: '余额（分）' }), order_no: s.string() });

/** PUT parking/car-apply/approve: the card made for the application, and its first period's order. */
export const APPLICATION_CARD_ISSUED = s.object({ car_id: s.integer(), ...RENEWAL });

/** PUT parking/mcoupon/issue: the coupon handed to the plate. */
export const COUPON_ISSUED = s.object({ id: s.integer(), coupon_no: s.string({ title: '券号' }) });

/** PUT bonus/event/prepare: what the issuer has left, and where the hand-out continues. */
export const BONUS_PREPARED = s.object({
  event_id: s.integer(),
  issuer_no: s.string(),
  issuer_name: s.string(),
  remaining_quota: s.integer({ title: '剩余次数' }),
  remaining_budget: s.integer({ title: '剩余预算（分）' }),
  redirect_url: s.string({ title: '发放页面' }),
});
export type BonusPrepared = Infer<typeof BONUS_PREPARED>;

/** PUT bonus/event/issue: the grant made. */
export const BONUS_ISSUED = s.object({
  grant_no: s.string({ title: '发放编号' }),
  event_id: s.integer(),
  plate: s.string(),
  amount: s.integer({ title: '金额（分）' }),
});
export type BonusIssued = Infer<typeof BONUS_ISSUED>;

/** PUT parking/collection/audit: the new state, and the park an approval created. */
export const COLLECTION_AUDITED = s.object(
  { status: s.integer({ title: '审核状态' }) },
  { park_id: s.integer() },
);
