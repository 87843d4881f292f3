import { parseLocation } from './geo.js';
import type { MapLocation } from './map-types.js';

export type Boundary =
  | { kind: 'region'; name: string; autoExtend: boolean }
  | { kind: 'nearby'; center: MapLocation; radius: number; autoExtend: boolean }
  | { kind: 'rectangle'; south: number; west: number; north: number; east: number };

/**
 * Parses Tencent's place-search boundary. auto_extend defaults to 1 as in Tencent's API: when nothing
 * matches inside the boundary, the search widens to the whole country.
 */
export function parseBoundary(text: string | undefined): Boundary | undefined {
  const match = text && /^\s*(region|nearby|rectangle)\((.*)\)\s*$/.exec(text);
  if (!match) return undefined;
  const args = (match[2] ?? '').split(',').map((s) => s.trim());
  const autoExtend = (at: number) => args[at] !== '0';
  if (match[1] === 'region') {
    return args[0] ? { kind: 'region', name: args[0], autoExtend: autoExtend(1) } : undefined;
  }
  const numbers = args.map(Number);
  if (match[1] === 'nearby') {
    const center = parseLocation(`${args[0]},${args[1]}`);
    const radius = numbers[2] ?? NaN;
    return center && radius > 0 ? { kind: 'nearby', center, radius, autoExtend: autoExtend(3) } : undefined;
  }
  const [lat1, lng1, lat2, lng2] = numbers;
  if ([lat1, lng1, lat2, lng2].some((n) => n === undefined || !Number.isFinite(n))) return undefined;
  return {
    kind: 'rectangle',
    south: Math.min(lat1!, lat2!),
    north: Math.max(lat1!, lat2!),
    west: Math.min(lng1!, lng2!),
    east: Math.max(lng1!, lng2!),
  };
}
