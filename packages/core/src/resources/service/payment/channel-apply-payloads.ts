import { listPayloadOf } from '../../../api/answers.js';
import { s } from '../../../api/schema.js';

/** PUT service/payment/channel-apply/share-link: the link's token (shown once, kept only hashed). */
export const CHANNEL_LINK_ISSUED = s.object({
  token: s.string({ title: '链接令牌' }),
  purpose: s.string({ title: '链接用途' }),
  expire_time: s.integer({ title: '失效时间' }),
});

/** GET external/payment/channel/view: the one application a link opens, as its page shows it. */
export const CHANNEL_LINK_VIEW = s.object({
  id: s.integer(),
  purpose: s.string({ title: '链接用途' }),
  merchant_name: s.string({ title: '申请商户' }),
  channel: s.integer({ title: '支付渠道' }),
  status: s.integer({ title: '状态' }),
  apply_no: s.nullable(s.string({ title: '进件编号' })),
  reject_reason: s.nullable(s.string({ title: '驳回原因' })),
  licence_no: s.nullable(s.string({ title: '营业执照号' })),
  legal_person: s.nullable(s.string({ title: '法人姓名' })),
  contact_name: s.nullable(s.string({ title: '联系人' })),
  contact_phone: s.nullable(s.string({ title: '联系电话' })),
  bank_name: s.nullable(s.string({ title: '开户银行' })),
  bank_account: s.nullable(s.string({ title: '结算账号' })),
  auth_time: s.nullable(s.integer({ title: '支付宝授权时间' })),
  expire_time: s.integer({ title: '链接失效时间' }),
});

/** POST external/payment/channel/alipay/authorize: where the browser goes to authorise (the simulator). */
export const CHANNEL_AUTH_REDIRECT = s.object({ url: s.string({ title: '授权地址' }) });

/** POST payment/channel/auth/alipay/callback: the authorisation the callback completed. */
export const CHANNEL_AUTH_DONE = s.object({
  merchant_name: s.string({ title: '申请商户' }),
  auth_user_id: s.string({ title: '支付宝账号 ID' }),
  auth_time: s.integer({ title: '授权时间' }),
});

/**
 * GET service/payment/channel-apply/merchants: the merchant picker of 支付渠道进件 (a partner opening
 * a draft for one of its merchants): any merchant below the caller, with or without an application.
 */
export const CHANNEL_APPLY_MERCHANT = s.object({
  id: s.integer(),
  name: s.string({ title: '商户名称' }),
  merchant_no: s.string({ title: '商户号' }),
});
export const CHANNEL_APPLY_MERCHANT_LIST = listPayloadOf(CHANNEL_APPLY_MERCHANT);
