import { describe, expect, it } from 'vitest';
import { describeOutcome } from './gate-outcome';

const EXIT = { record_id: 1, order_id: 7, order_no: 'P1', fee: 1500, paid: 0, order_status: 0 };

describe('describeOutcome of an exit', () => {
  it('owes the fee less what was paid', () => {
    expect(describeOutcome('exit', EXIT).detail).toBe('实收 ￥0.00，待支付 ￥15.00');
  });

  it('names a merchant coupon’s discount, which is neither paid nor owed', () => {
    expect(describeOutcome('exit', { ...EXIT, discount: 500 }).detail).toBe(
      '实收 ￥0.00，商户券抵扣 ￥5.00，待支付 ￥10.00',
    );
  });
});
