import { describe, expect, it } from 'vitest';
import { approvalPreview } from './approval-preview.js';

const NOW = Date.parse('2026-11-23T10:00:00+08:00') / 1000;

describe('approvalPreview', () => {
  it('charges the unit price times the quantity and runs the card for that many units', () => {
    expect(approvalPreview({ card_type: 1, quantity: 3 }, 30000, NOW)).toEqual({
      amount: '￥900.00',
      validity: '2026-11-23 至 2027-02-23',
    });
    expect(approvalPreview({ card_type: 6, quantity: 2 }, 80000, NOW).validity).toBe(
      '2026-11-23 至 2027-05-23',
    );
  });
  it('shows no amount before a price is entered and no validity for a card without a period', () => {
    expect(approvalPreview({ card_type: 1, quantity: 1 }, null, NOW).amount).toBe('-');
    expect(approvalPreview({ card_type: 2, quantity: 1 }, 100, NOW).validity).toBe('-');
  });
});
