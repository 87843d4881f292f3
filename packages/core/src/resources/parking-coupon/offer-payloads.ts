import { listPayloadOf } from '../../api/answers.js';
import { s, type Infer } from '../../api/schema.js';

/**
 * One coupon on sale to the caller (GET parking-coupon/offer/list): the 购买优惠券 form's choices,
 * `name` being the option's text (编号, name, seller, price), so the batch file's 优惠券编号 is seen too.
 */
export const COUPON_OFFER_ROW = s.object({
  id: s.integer({ title: '优惠券编号' }),
  name: s.string({ title: '选项文字' }),
  coupon_name: s.string({ title: '券名称' }),
  seller_id: s.integer({ title: '售券商户' }),
  seller_name: s.string({ title: '售券商户名称' }),
  coupon_type: s.integer({ title: '券类型' }),
  face_value: s.integer({ title: '面额' }),
  price: s.integer({ title: '单价（分）' }),
  end_time: s.integer({ title: '截止时间' }),
});
export type CouponOffer = Infer<typeof COUPON_OFFER_ROW>;
export const COUPON_OFFER_LIST = listPayloadOf(COUPON_OFFER_ROW);
