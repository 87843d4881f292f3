import type { bonusEventResource, RowOf } from '@console/core';
import type { ActionOverrides, ColumnsOverride, FieldRenderers } from '../../../resources';
import { bonusAmountText } from './bonus-amount';
import { BonusAmountInput } from './BonusAmountInput';

/** What every red-packet activity screen shares, whether it lists one lot's activities or all of them. */
export const AMOUNTS: FieldRenderers = {
  amount: () => <BonusAmountInput kind={1} />,
  min_amount: () => <BonusAmountInput kind={2} />,
  max_amount: () => <BonusAmountInput kind={2} />,
};

export const COLUMNS: ColumnsOverride<RowOf<typeof bonusEventResource>> = {
  amount: { render: (_value, row) => bonusAmountText(row) },
};

// 核验 and 发放 need an issuer and a plate: they live on the detail page, never as bare row buttons.
export const HIDDEN_ACTIONS: ActionOverrides = {
  prepare: { visible: () => false },
  issue: { visible: () => false },
};
