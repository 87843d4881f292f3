import { listPayloadOf } from '../../api/answers.js';
import { s, type Infer } from '../../api/schema.js';

/** The hand-written endpoints of the account area (商户管理, 我的商户, 入驻申请) beside the engine's. */

/** One catalogue product for one merchant (GET account/merchant/product/list). */
export const PRODUCT_GRANT_ROW = s.object({
  product: s.string({ title: '产品' }),
  label: s.string({ title: '产品名称' }),
  enabled: s.oneOf([0, 1], { title: '是否已开通' }),
  grantable: s.oneOf([0, 1], { title: '当前账号能否开通' }),
});
export type ProductGrantRow = Infer<typeof PRODUCT_GRANT_ROW>;
export const PRODUCT_GRANT_LIST = listPayloadOf(PRODUCT_GRANT_ROW);

/** A product the caller's own merchant has (GET account/product/list). */
export const OWN_PRODUCT_ROW = s.object({
  product: s.string({ title: '产品' }),
  label: s.string({ title: '产品名称' }),
  kind: s.oneOf(['platform', 'product'], { title: '类别' }),
});
export type OwnProductRow = Infer<typeof OWN_PRODUCT_ROW>;
export const OWN_PRODUCT_LIST = listPayloadOf(OWN_PRODUCT_ROW);

/** GET account/wallet/summary, in fen. */
export const WALLET_SUMMARY = s.object({
  merchant_id: s.integer(),
  balance: s.integer({ title: '余额（分）' }),
  frozen: s.integer({ title: '冻结（分）' }),
  available: s.integer({ title: '可用（分）' }),
  update_time: s.integer(),
});
export type WalletSummary = Infer<typeof WALLET_SUMMARY>;

/** GET merchant/business/cities: provinces with their cities, for the public application form. */
const CITY_OPTION = s.object({ value: s.string(), label: s.string() });
export const APPLICATION_CITIES = s.object({
  row: s.array(s.object({ value: s.string(), label: s.string(), children: s.array(CITY_OPTION) })),
});
export type ApplicationCities = Infer<typeof APPLICATION_CITIES>;

/** PUT account/property/approve answers the new merchant's number. */
export const APPLICATION_APPROVED = s.object({ merchant_no: s.string({ title: '商户号' }) });

/** A 商户类型 the caller may open (GET account/merchant/kinds): the 新建商户 form offers only these. */
export const MERCHANT_KIND_OPTION = s.object({
  value: s.string({ title: '类型' }),
  label: s.string({ title: '类型名称' }),
});
export type MerchantKindOption = Infer<typeof MERCHANT_KIND_OPTION>;
export const MERCHANT_KIND_OPTIONS = listPayloadOf(MERCHANT_KIND_OPTION);
