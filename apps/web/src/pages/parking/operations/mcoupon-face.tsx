import { formatCouponValue } from '@console/core';

/**
 * 面额 as its type reads: ￥5.00, 1.5小时 or 全免 (the value alone is fen or minutes). Every row
 * with a coupon's face (a token, an issued coupon, a use record) declares `coupon_type` and
 * `face_value`, so these fit each of their definitions' typed overrides.
 */
export const faceValueText = (value: number, row: { coupon_type: unknown }) =>
  formatCouponValue(row.coupon_type, value);

export const FACE_VALUE_COLUMN = { face_value: { render: faceValueText } };
export const FACE_VALUE_DETAIL = { face_value: faceValueText };
