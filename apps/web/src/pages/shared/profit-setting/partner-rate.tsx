import { RATE_SCALE } from '@console/core';
import { InputNumber } from 'antd';
import type { RowControl } from '../../../resources';

// Basis points per percent: the share is stored as an integer (3000) and typed as a percent (30.00).
const PER_PERCENT = RATE_SCALE / 100;

/** 3000 → "30.00%"; anything else than a number → "-". */
export function formatPartnerRate(value: unknown): string {
  const n = Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(n)
    ? '-'
    : `${(n / PER_PERCENT).toFixed(2)}%`;
}

/** 30.5 (percent as typed) → 3050 basis points; an empty box stays empty. */
export function percentToBasisPoints(percent: number | null | undefined): number | undefined {
  return typeof percent === 'number' && Number.isFinite(percent)
    ? Math.round(percent * PER_PERCENT)
    : undefined;
}

/** The share typed in percent with two decimals, kept in basis points on the wire. */
export const partnerRateControl: RowControl = () => ({
  label: '服务商分成比例',
  control: (
    <InputNumber
      style={{ width: '100%' }}
      min={0}
      max={100}
      precision={2}
      suffix="%"
      placeholder="请输入服务商分成比例"
    />
  ),
  itemProps: {
    getValueProps: (value: unknown) => ({
      value: typeof value === 'number' ? value / PER_PERCENT : undefined,
    }),
    normalize: (value: number | null) => percentToBasisPoints(value),
  },
});
