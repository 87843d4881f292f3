import type { SimulatedCharger } from '@console/core';
import { api } from '../../../../lib/request';

export type ChargerOp = 'connect' | 'plug' | 'start' | 'stop' | 'disconnect';

export interface ChargerBody {
  charge_point_id: number;
  password?: string;
  connector_no?: number;
  id_tag?: string;
  power_w?: number;
  interval_s?: number;
}

const FIELDS: Record<ChargerOp, readonly (keyof ChargerBody)[]> = {
  connect: ['password'],
  plug: ['connector_no'],
  start: ['connector_no', 'id_tag', 'power_w', 'interval_s'],
  stop: ['connector_no'],
  disconnect: [],
};

/** One step of the simulated charge point; the server runs it as a real OCPP-J client. */
export async function runCharger(op: ChargerOp, body: ChargerBody): Promise<SimulatedCharger> {
  const sent: Record<string, unknown> = { charge_point_id: body.charge_point_id };
  for (const key of FIELDS[op]) if (body[key] !== undefined && body[key] !== '') sent[key] = body[key];
  const { payload } = await api.post<SimulatedCharger>(`devtool/energy/charger/${op}`, sent);
  return payload as SimulatedCharger;
}

export async function chargerState(chargePointId: number): Promise<SimulatedCharger> {
  const { payload } = await api.get<SimulatedCharger>('devtool/energy/charger/state', {
    charge_point_id: chargePointId,
  });
  return payload as SimulatedCharger;
}
