import { type EntryOutcome, type ExitOutcome, isUserCorrectable } from '@console/core';
import type { ApiError } from '../../../../lib/api-error';
import { api } from '../../../../lib/request';

export interface MockCar {
  park_id: number;
  plate: string;
  plate_color?: number;
  gate?: string;
  minutes_ago?: number;
  pay_type?: number;
  pay_mode?: number;
  /** 券码: a coupon shown at the exit or pay station. */
  grant_no?: string;
}

/** 14xx answers (请先缴费后离场, 该车辆不在场内) are outcomes of the simulation: the page shows them itself. */
const quietFor = (error: ApiError) => isUserCorrectable(error.code);

export async function mockEntry(car: MockCar): Promise<EntryOutcome> {
  const { park_id, plate, plate_color, gate, minutes_ago } = car;
  const body = { park_id, plate, plate_color, gate, minutes_ago };
  const { payload } = await api.post<EntryOutcome>('devtool/parking/entry', body, { silent: quietFor });
  return payload as EntryOutcome;
}

export async function mockExit(car: MockCar): Promise<ExitOutcome> {
  const { park_id, plate, gate, pay_type, pay_mode, grant_no } = car;
  const body = {
    park_id,
    plate,
    gate,
    pay_type,
    pay_mode: pay_type === undefined ? undefined : pay_mode,
    grant_no,
  };
  const { payload } = await api.post<ExitOutcome>('devtool/parking/exit', body, { silent: quietFor });
  return payload as ExitOutcome;
}

/** 场内缴费 needs a pay type; 移动支付 by 微信 stands in when none is chosen. */
export async function mockPay(car: MockCar): Promise<ExitOutcome> {
  const { park_id, plate, grant_no } = car;
  const body = { park_id, plate, pay_type: car.pay_type ?? 2, pay_mode: car.pay_mode ?? 3, grant_no };
  const { payload } = await api.post<ExitOutcome>('devtool/parking/pay', body, { silent: quietFor });
  return payload as ExitOutcome;
}
