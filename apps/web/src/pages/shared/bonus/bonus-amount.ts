import { formatMoney, type bonusEventResource, type RowOf } from '@console/core';

type EventRow = RowOf<typeof bonusEventResource>;

const FIXED = 1;

/** 红包金额 as people read it: the fixed amount, or the random range. */
export function bonusAmountText(
  row: Pick<EventRow, 'bonus_kind' | 'amount' | 'min_amount' | 'max_amount'>,
): string {
  if (row.bonus_kind === FIXED) return formatMoney(row.amount);
  return `${formatMoney(row.min_amount)} ~ ${formatMoney(row.max_amount)}`;
}

export interface BudgetUse {
  budget: number;
  granted: number;
  remaining: number;
  /** Whole percent spent, 0-100, for the progress bar. */
  percent: number;
}

/** How much of the activity's budget is spent (fen). */
export function budgetUseOf(row: Pick<EventRow, 'budget' | 'granted_amount'>): BudgetUse {
  const { budget, granted_amount: granted } = row;
  const percent = budget > 0 ? Math.min(100, Math.floor((granted * 100) / budget)) : 0;
  return { budget, granted, remaining: Math.max(0, budget - granted), percent };
}
