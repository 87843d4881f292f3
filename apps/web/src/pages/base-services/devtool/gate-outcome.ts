import { formatMoney, isUserCorrectable, labelOf, CAR_TYPE } from '@console/core';
import { ApiError } from '../../../lib/api-error';
import type { EntryOutcome, ExitOutcome } from '@console/core';

export type GateAction = 'entry' | 'pay' | 'exit';

export const ACTION_LABEL: Record<GateAction, string> = {
  entry: '模拟入场',
  pay: '模拟场内缴费',
  exit: '模拟出场',
};

/** One line of the session log and the outcome panel: what was tried and what came of it. */
export interface GateLogEntry {
  key: number;
  at: number;
  action: GateAction;
  plate: string;
  park: string;
  tone: 'success' | 'warning' | 'error';
  title: string;
  detail?: string;
  /** The order a payment or exit produced, linked to its detail page. */
  order?: { id: number; no: string };
}

type Outcome = Pick<GateLogEntry, 'tone' | 'title' | 'detail' | 'order'>;

function orderOf(result: ExitOutcome): GateLogEntry['order'] {
  return result.order_id !== null && result.order_no
    ? { id: result.order_id, no: result.order_no }
    : undefined;
}

/** Turns a gate answer into what the developer reads: admitted or refused, fee and order, or the server's reason. */
export function describeOutcome(action: GateAction, result: EntryOutcome | ExitOutcome): Outcome {
  if (action === 'entry') {
    const entry = result as EntryOutcome;
    if (!entry.admitted) {
      return { tone: 'warning', title: '拒绝入场', detail: `黑名单车辆：${entry.reason ?? '未说明原因'}` };
    }
    return { tone: 'success', title: '已入场', detail: `车辆类型：${labelOf(CAR_TYPE, entry.car_type)}` };
  }
  const exit = result as ExitOutcome;
  const order = orderOf(exit);
  // A coupon's discount is neither paid nor owed; each coupon used is named with what it took.
  const names = exit.coupons.map((c) => `${c.coupon_name} ${formatMoney(c.discount)}`).join('、');
  const coupon =
    exit.discount > 0 ? `优惠券抵扣 ${formatMoney(exit.discount)}${names && `（${names}）`}` : '';
  if (action === 'pay') {
    return {
      tone: 'success',
      title: `已缴费 ${formatMoney(exit.paid)}`,
      ...(coupon && { detail: coupon }),
      ...(order && { order }),
    };
  }
  const owed = exit.owed > 0 ? `，待支付 ${formatMoney(exit.owed)}` : '';
  return {
    tone: 'success',
    title: `已出场，应收 ${formatMoney(exit.fee)}`,
    detail: `实收 ${formatMoney(exit.paid)}${coupon && `，${coupon}`}${owed}`,
    ...(order && { order }),
  };
}

/** A failed call: a 14xx is the simulation's answer (warning), anything else an error with its request id. */
export function describeFailure(error: unknown): Outcome {
  if (error instanceof ApiError) {
    if (isUserCorrectable(error.code)) return { tone: 'warning', title: error.message };
    return {
      tone: 'error',
      title: error.message,
      ...(error.seqno && { detail: `请求编号：${error.seqno}` }),
    };
  }
  return { tone: 'error', title: error instanceof Error ? error.message : '未知错误' };
}

/** The log's clock, in Unix seconds like every time the server sends. */
export function secondsNow(): number {
  return Math.floor(Date.now() / 1000);
}
