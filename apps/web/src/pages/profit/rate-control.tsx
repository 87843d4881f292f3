import { RATE_SCALE } from '@console/core';
import { InputNumber } from 'antd';
import type { RowControl } from '../../resources';

// Basis points per percent: a share is stored as an integer (3000) and typed as a percent (30.00).
const PER_PERCENT = RATE_SCALE / 100;

/** 3000 → "30.00%"; anything but a number → "-". */
export function formatRate(value: unknown): string {
  const n = Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(n)
    ? '-'
    : `${(n / PER_PERCENT).toFixed(2)}%`;
}

/** A share typed in percent with two decimals, kept in basis points on the wire. */
export function rateControl(label: string): RowControl {
  return () => ({
    label,
    control: (
      <InputNumber
        style={{ width: '100%' }}
        min={0}
        max={100}
        precision={2}
        suffix="%"
        placeholder={`请输入${label}`}
      />
    ),
    itemProps: {
      getValueProps: (value: unknown) => ({
        value: typeof value === 'number' ? value / PER_PERCENT : undefined,
      }),
      normalize: (value: number | null) =>
        typeof value === 'number' && Number.isFinite(value) ? Math.round(value * PER_PERCENT) : undefined,
    },
  });
}
