import { s, type Infer } from '../../api/schema.js';

/** The header a media app's screens send with every serving call: the app's 应用标识 (app_key). */
export const AD_APP_KEY_HEADER = 'x-ad-app-key';

/** POST ad-serving/decision: the creative to show, or filled false when no plan may serve. */
export const AD_DECISION = s.object({
  filled: s.boolean({ title: '是否有广告' }),
  decision_id: s.nullable(s.string({ title: '决策编号' })),
  plan_id: s.nullable(s.integer({ title: '广告计划' })),
  creative: s.nullable(s.string({ title: '素材地址' })),
  width: s.nullable(s.integer({ title: '素材宽度' })),
  height: s.nullable(s.integer({ title: '素材高度' })),
  landing_url: s.nullable(s.string({ title: '落地页链接' })),
  bid_mode: s.nullable(s.integer({ title: '计费方式' })),
  price_milli: s.nullable(s.integer({ title: '单次计费（千分之一分）' })),
  expires_in: s.integer({ title: '曝光有效期（秒）' }),
});
export type AdDecision = Infer<typeof AD_DECISION>;

/** POST ad-serving/impression and /click: whether the event counted (a repeat counts once). */
export const AD_BEACON = s.object({
  counted: s.boolean({ title: '是否计数' }),
  duplicate: s.boolean({ title: '是否重复上报' }),
  cost_milli: s.integer({ title: '计费（千分之一分）' }),
  reason: s.nullable(s.string({ title: '未计数原因' })),
});
export type AdBeacon = Infer<typeof AD_BEACON>;

/** POST devtool/advertising/traffic: what the simulated screens did. Money in fen. */
export const AD_TRAFFIC_RESULT = s.object({
  requests: s.integer({ title: '请求次数' }),
  filled: s.integer({ title: '有广告次数' }),
  impressions: s.integer({ title: '曝光' }),
  clicks: s.integer({ title: '点击' }),
  refused: s.integer({ title: '未计数' }),
  cost: s.integer({ title: '消耗（分）' }),
  posted: s.integer({ title: '记账消耗（分）' }),
  slots: s.integer({ title: '广告位数' }),
});
export type AdTrafficResult = Infer<typeof AD_TRAFFIC_RESULT>;
