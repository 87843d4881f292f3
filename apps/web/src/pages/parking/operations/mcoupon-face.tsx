import { formatCouponValue } from '@console/core';
import type { ColumnsOverride, DetailRenderers, ResourceRow } from '../../../resources';

/** 面额 as its type reads: ￥5.00, 1.5小时 or 全免 (the value alone is fen or minutes). */
export const faceValueText = (value: unknown, row: ResourceRow) =>
  formatCouponValue(row.coupon_type, value as number | null);

export const FACE_VALUE_COLUMN: ColumnsOverride = { face_value: { render: faceValueText } };
export const FACE_VALUE_DETAIL: DetailRenderers = { face_value: faceValueText };
