import { stationResource } from '@console/core';
import { RefSelectField } from '../../../resources';

export interface StationSelectorProps {
  value?: number;
  onChange(stationId: number | undefined): void;
}

/** One of the caller's charging stations, by name (GET energy/station/list, in the caller's scope). */
export function StationSelector({ value, onChange }: StationSelectorProps) {
  return (
    <RefSelectField
      target={stationResource.key}
      aria-label="充电站"
      placeholder="请选择充电站"
      value={value ?? null}
      onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
    />
  );
}
