import { describe, expect, it } from 'vitest';
import { renewPreview, type RenewableCard } from './renew-preview';

// 2026-01-31 10:00 in China time.
const JAN_31 = Date.UTC(2026, 0, 31, 2) / 1000;
const card: RenewableCard = {
  card_type: 1,
  unit_price: 30_000,
  start_time: JAN_31 - 86_400,
  end_time: JAN_31,
};

describe('renewPreview', () => {
  it('prices unit price × quantity in yuan with ￥ and names the card type unit', () => {
    const preview = renewPreview(card, 3, JAN_31 - 3600);
    expect(preview?.amount).toBe(90_000);
    expect(preview?.amountText).toBe('￥900.00');
    expect(preview?.breakdown).toBe('￥300.00 × 3 月');
  });

  it('extends a valid card from its end by calendar months (31 Jan + 3 months is 30 Apr)', () => {
    const preview = renewPreview(card, 3, JAN_31 - 3600);
    expect(preview?.end_time).toBe(Date.UTC(2026, 3, 30, 2) / 1000);
  });

  it('restarts a lapsed card from now, and uses 季 for a quarterly card', () => {
    const now = JAN_31 + 10 * 86_400;
    const preview = renewPreview({ ...card, card_type: 6 }, 1, now);
    expect(preview?.unit).toBe('季');
    expect(preview?.end_time).toBe(Date.UTC(2026, 4, 10, 2) / 1000);
  });

  it('gives nothing for a card type without a period or a quantity that is not a positive whole number', () => {
    expect(renewPreview({ ...card, card_type: 2 }, 1, JAN_31)).toBeUndefined();
    expect(renewPreview(card, 0, JAN_31)).toBeUndefined();
    expect(renewPreview(card, 1.5, JAN_31)).toBeUndefined();
  });
});
