import type { AdTrafficResult } from '@console/core';
import { api } from '../../../../lib/request';

export interface AdTrafficBody {
  minutes: number;
  requests?: number;
  /** Percent of shown ads clicked. */
  click_rate: number;
}

/** Runs the server's traffic generator over the chosen minutes of simulated time ending now. */
export async function runAdTraffic(body: AdTrafficBody): Promise<AdTrafficResult> {
  const { payload } = await api.post<AdTrafficResult>('devtool/advertising/traffic', { ...body });
  return payload as AdTrafficResult;
}
