import {
  COUPON_AMOUNT,
  COUPON_DISCOUNT,
  COUPON_DURATION,
  COUPON_FIXED_PRICE,
  COUPON_FULL_FREE,
  COUPON_MULTI_ENTRY,
  MCOUPON_AMOUNT,
  MCOUPON_DURATION,
  MCOUPON_FREE,
} from '../../code-tables/coupon.js';

/**
 * How a face value is typed for a coupon type: `fen` is typed in yuan and stored in fen, `minutes`
 * as minutes, `discount` in 折 with one decimal and stored in hundredths of a 折 (8.5折 → 850),
 * `none` has no input and is stored 0 (全免). min and max are the stored limits.
 */
export interface FaceInput {
  unit: 'fen' | 'minutes' | 'discount' | 'none';
  /** What the input is called (减免金额, 减免时长...), also in the refusal. */
  label: string;
  min: number;
  max: number;
}

/** ¥1,000.00 and one day per stay: beyond that a lot owner is selling a monthly card. */
export const COUPON_MAX_AMOUNT = 100_000;
export const COUPON_MAX_MINUTES = 1440;
/** A multi-entry coupon's minutes are a budget over several stays: up to ten days. */
export const COUPON_MAX_BUDGET_MINUTES = 14_400;

const FACE_INPUTS: Readonly<Record<number, FaceInput>> = {
  [COUPON_AMOUNT]: { unit: 'fen', label: '减免金额', min: 1, max: COUPON_MAX_AMOUNT },
  [COUPON_DURATION]: { unit: 'minutes', label: '减免时长', min: 1, max: COUPON_MAX_MINUTES },
  [COUPON_FULL_FREE]: { unit: 'none', label: '面额', min: 0, max: 0 },
  [COUPON_FIXED_PRICE]: { unit: 'fen', label: '停车封顶价', min: 1, max: COUPON_MAX_AMOUNT },
  [COUPON_MULTI_ENTRY]: { unit: 'minutes', label: '总时长', min: 1, max: COUPON_MAX_BUDGET_MINUTES },
  // 0.1折 to 9.9折, one decimal: 10折 would take nothing off.
  [COUPON_DISCOUNT]: { unit: 'discount', label: '折扣', min: 10, max: 990 },
};

/** The face input of a 停车券 type, or undefined for an unknown type. */
export function couponFaceInput(type: number): FaceInput | undefined {
  return FACE_INPUTS[type];
}

/** A stored face value as the person typed it: ￥12.50, 90 分钟, 8.5 折. */
function limitText(input: FaceInput, value: number): string {
  if (input.unit === 'fen') return `￥${(value / 100).toFixed(2)}`;
  if (input.unit === 'discount') return `${value / 100}折`;
  return `${value} 分钟`;
}

/** Why a face value does not fit its input, or undefined; the one check of form and server. */
export function faceProblem(input: FaceInput | undefined, face: number): string | undefined {
  if (!input) return '请选择正确的券类型';
  if (!Number.isInteger(face)) return '面额须为整数';
  if (input.unit === 'none') return face === 0 ? undefined : '全免券不设面额';
  if (face < input.min || face > input.max)
    return `${input.label}须为 ${limitText(input, input.min)}-${limitText(input, input.max)}`;
  if (input.unit === 'discount' && face % 10 !== 0) return '折扣最多一位小数';
  return undefined;
}

/** Why a 停车券's face value does not fit its type, or undefined. */
export function couponFaceProblem(type: number, face: number): string | undefined {
  return faceProblem(couponFaceInput(type), face);
}

/**
 * The face input of a lot's 商户券 type (减免金额, 减免时长, 全免), for the same form widget; its
 * limits are those mcouponFaceProblem checks.
 */
export function mcouponFaceInput(type: number): FaceInput | undefined {
  if (type === MCOUPON_AMOUNT) return FACE_INPUTS[COUPON_AMOUNT];
  if (type === MCOUPON_DURATION) return FACE_INPUTS[COUPON_DURATION];
  if (type === MCOUPON_FREE) return FACE_INPUTS[COUPON_FULL_FREE];
  return undefined;
}

/** The face inputs a CouponFace field names: 停车券's six types or 商户券's three. */
export function faceInputOf(inputs: 'coupon' | 'mcoupon'): (type: number) => FaceInput | undefined {
  return inputs === 'mcoupon' ? mcouponFaceInput : couponFaceInput;
}
