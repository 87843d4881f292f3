/**
 * Card periods: renewing a card extends its validity by quantity × the card type's unit
 * (CARD_TYPE: 1 月, 4 天, 5 年, 6 季, 7 半年). Calendar months are counted in China Standard Time,
 * which has had no summer time since 1991, so a fixed +8 h offset is exact.
 */
const CST_OFFSET_S = 8 * 3600;
const DAY_S = 86_400;

/** Months per unit of the renewable period card types; 4 (计天卡) is counted in days instead. */
const MONTHS_PER_UNIT: Readonly<Record<number, number>> = { 1: 1, 5: 12, 6: 3, 7: 6 };
const DAY_CARD = 4;

export function isPeriodCard(cardType: number): boolean {
  return cardType === DAY_CARD || MONTHS_PER_UNIT[cardType] !== undefined;
}

/** `seconds` plus `months` calendar months in CST; the 31st plus one month is the last day of the next. */
export function addMonths(seconds: number, months: number): number {
  const local = new Date((seconds + CST_OFFSET_S) * 1000);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(local.getUTCDate(), lastDay);
  const moved = Date.UTC(year, month, day, local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds());
  return moved / 1000 - CST_OFFSET_S;
}

/**
 * The new validity of a card renewed at `now`: a card still valid extends from its end, a lapsed
 * one starts again from now, so a late renewal never pays for days already gone.
 */
export function renewedPeriod(
  card: { card_type: number; start_time: number; end_time: number },
  quantity: number,
  now: number,
): { start_time: number; end_time: number } {
  if (!isPeriodCard(card.card_type)) throw new Error(`card type ${card.card_type} has no period`);
  if (!Number.isInteger(quantity) || quantity < 1) throw new Error('quantity must be a positive integer');
  const lapsed = card.end_time <= now;
  const from = lapsed ? now : card.end_time;
  const end =
    card.card_type === DAY_CARD
      ? from + quantity * DAY_S
      : addMonths(from, quantity * (MONTHS_PER_UNIT[card.card_type] ?? 0));
  return { start_time: lapsed || card.start_time === 0 ? now : card.start_time, end_time: end };
}

/** A card is valid from its start (inclusive) to its end (exclusive). */
export function isCardValid(card: { start_time: number; end_time: number; status: number }, at: number) {
  return card.status === 1 && card.start_time <= at && at < card.end_time;
}
