import { formatMoney } from '@console/core';

const FIXED = 1;

/** 红包金额 as people read it: the fixed amount, or the random range. */
export function bonusAmountText(row: Readonly<Record<string, unknown>>): string {
  if (Number(row.bonus_kind) === FIXED) return formatMoney(Number(row.amount));
  return `${formatMoney(Number(row.min_amount))} ~ ${formatMoney(Number(row.max_amount))}`;
}

export interface BudgetUse {
  budget: number;
  granted: number;
  remaining: number;
  /** Whole percent spent, 0-100, for the progress bar. */
  percent: number;
}

/** How much of the activity's budget is spent (fen). */
export function budgetUseOf(row: Readonly<Record<string, unknown>>): BudgetUse {
  const budget = Number(row.budget) || 0;
  const granted = Number(row.granted_amount) || 0;
  const percent = budget > 0 ? Math.min(100, Math.floor((granted * 100) / budget)) : 0;
  return { budget, granted, remaining: Math.max(0, budget - granted), percent };
}
