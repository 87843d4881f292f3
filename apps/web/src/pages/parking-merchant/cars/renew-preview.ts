import {
  CARD_TYPE,
  entryOf,
  formatMoney,
  isPeriodCard,
  renewedPeriod,
  type monthCardResource,
  type RowOf,
} from '@console/core';

/** What a preview reads of a month card's row. */
export type RenewableCard = Pick<
  RowOf<typeof monthCardResource>,
  'card_type' | 'unit_price' | 'start_time' | 'end_time'
>;

export interface RenewPreview {
  /** The card type's quantity unit: 月, 季, 半年, 年, 天. */
  unit: string;
  /** unit_price × quantity, in fen. */
  amount: number;
  /** ￥ text of the amount, and how it is made up: "￥300.00 × 3 月". */
  amountText: string;
  breakdown: string;
  /** The validity the card will have, by the same rule the server applies (core renewedPeriod). */
  end_time: number;
}

/** What renewing `card` by `quantity` units at `now` costs and where its validity will end. */
export function renewPreview(card: RenewableCard, quantity: number, now: number): RenewPreview | undefined {
  if (!isPeriodCard(card.card_type) || !Number.isInteger(quantity) || quantity < 1) return undefined;
  const unit = entryOf(CARD_TYPE, card.card_type)?.unit ?? '';
  const amount = card.unit_price * quantity;
  return {
    unit,
    amount,
    amountText: formatMoney(amount),
    breakdown: `${formatMoney(card.unit_price)} × ${quantity} ${unit}`,
    end_time: renewedPeriod(card, quantity, now).end_time,
  };
}
