import { describe, expect, it } from 'vitest';
import { describeOutcome } from './gate-outcome';

const EXIT = {
  record_id: 1,
  order_id: 7,
  order_no: 'P1',
  fee: 1500,
  paid: 0,
  discount: 0,
  coupons: [],
  owed: 1500,
  order_status: 0,
};

describe('describeOutcome of an exit', () => {
  it('says what was paid and what the stay still owes', () => {
    expect(describeOutcome('exit', EXIT).detail).toBe('实收 ￥0.00，待支付 ￥15.00');
  });

  it('names a coupon’s discount, which is neither paid nor owed', () => {
    expect(describeOutcome('exit', { ...EXIT, discount: 500, owed: 1000 }).detail).toBe(
      '实收 ￥0.00，优惠券抵扣 ￥5.00，待支付 ￥10.00',
    );
  });

  it('names each coupon used with what it took', () => {
    const coupons = [
      { coupon_no: 'FQ1', coupon_name: '九折券', discount: 150 },
      { coupon_no: 'FQ2', coupon_name: '满减券', discount: 500 },
    ];
    expect(describeOutcome('exit', { ...EXIT, discount: 650, owed: 850, coupons }).detail).toBe(
      '实收 ￥0.00，优惠券抵扣 ￥6.50（九折券 ￥1.50、满减券 ￥5.00），待支付 ￥8.50',
    );
  });
});

describe('describeOutcome of a pay-station payment', () => {
  it('names what was paid and the coupon that came off first', () => {
    const paid = { ...EXIT, paid: 1000, discount: 500, owed: 0, order_status: 1 };
    expect(describeOutcome('pay', paid)).toMatchObject({
      title: '已缴费 ￥10.00',
      detail: '优惠券抵扣 ￥5.00',
    });
  });
});
