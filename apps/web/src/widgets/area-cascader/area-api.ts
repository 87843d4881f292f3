import type { AreaEntry } from '@console/core';
import { api } from '../../lib/request';

/** An area as GET area/list returns it (type 1..4 is province, city, district, street). */
export type { AreaEntry };

export const STREET_TYPE = 4;

export async function fetchProvinces(signal?: AbortSignal): Promise<AreaEntry[]> {
  const { payload } = await api.get<{ row?: AreaEntry[] }>('area/list', { type: -1 }, { signal });
  return payload?.row ?? [];
}

export async function fetchChildren(code: string, signal?: AbortSignal): Promise<AreaEntry[]> {
  const { payload } = await api.get<{ areaData?: AreaEntry[] }>('area/list', { code }, { signal });
  return payload?.areaData ?? [];
}
