import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RenewableCard } from './renew-preview';
import { RenewPreview } from './RenewPreview';

// 2026-01-31 10:00 China time; the card is valid until an hour later.
const NOW = Date.UTC(2026, 0, 31, 2) / 1000;
const CARD: RenewableCard = {
  card_type: 1,
  unit_price: 30_000,
  start_time: NOW - 30 * 86_400,
  end_time: NOW + 3600,
};

describe('RenewPreview (under the 续费 dialog)', () => {
  it('previews unit price × quantity and the validity three calendar months from the card’s end', () => {
    render(<RenewPreview row={CARD} quantity={3} now={() => NOW} />);
    expect(screen.getByLabelText('应付金额').textContent).toContain('￥900.00');
    expect(screen.getByText('（￥300.00 × 3 月）')).toBeTruthy();
    expect(screen.getByText('2026-04-30 11:00:00')).toBeTruthy();
  });

  it('shows nothing to pay before a quantity is typed', () => {
    render(<RenewPreview row={CARD} quantity={undefined} now={() => NOW} />);
    expect(screen.queryByLabelText('应付金额')).toBeNull();
  });
});
