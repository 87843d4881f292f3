import { PERMISSION_AREAS, PERMISSION_AREA_LABELS, parseAreaList } from '@console/core';

/** The catalogue's permission areas as select options, in the role editor's order. */
export const AREA_OPTIONS = PERMISSION_AREAS.map((area) => ({ value: area.key, label: area.label }));

/** The Chinese labels of a stored comma-joined area list; unknown keys are dropped as on the server. */
export function areaLabels(stored: unknown): string[] {
  return parseAreaList(typeof stored === 'string' ? stored : '').map((key) => PERMISSION_AREA_LABELS[key]);
}
