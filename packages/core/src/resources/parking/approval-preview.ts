import { formatMoney } from '../../format/money.js';
import { formatTimestamp } from '../../format/timestamp.js';
import { isPeriodCard, renewedPeriod } from '../../parking/card-period.js';

/**
 * What 通过 of a fixed-car application will charge and, for a car without a card yet, the validity
 * it will get: the same renewedPeriod the server applies (a car that already holds a card is
 * extended from its end instead).
 */
export function approvalPreview(
  application: { card_type: number; quantity: number },
  unitPrice: number | null | undefined,
  now: number,
): { amount: string; validity: string } {
  const amount = unitPrice == null ? '-' : formatMoney(unitPrice * application.quantity);
  if (!isPeriodCard(application.card_type) || application.quantity < 1) return { amount, validity: '-' };
  const period = renewedPeriod(
    { card_type: application.card_type, start_time: 0, end_time: 0 },
    application.quantity,
    now,
  );
  return {
    amount,
    validity: `${formatTimestamp(period.start_time, 'date')} 至 ${formatTimestamp(period.end_time, 'date')}`,
  };
}
