import { MAP_COORD_DECIMALS } from '@console/core';

export interface LatLng {
  lat: number;
  lng: number;
}

/** The picked point as the form stores it (spec 01 section 3). */
export interface MapPoint {
  /** "lat,lng", each with six decimals. */
  latLng: string;
  adcode: string;
  address: string;
}

export function formatCoord(value: number): string {
  return value.toFixed(MAP_COORD_DECIMALS);
}

/** Rounds to six decimals (about 0.1 m), so what is shown, stored and sent are the same numbers. */
export function roundPoint({ lat, lng }: LatLng): LatLng {
  return { lat: Number(formatCoord(lat)), lng: Number(formatCoord(lng)) };
}

export function toLatLngText({ lat, lng }: LatLng): string {
  return `${formatCoord(lat)},${formatCoord(lng)}`;
}

export function isValidPoint({ lat, lng }: LatLng): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/** Reads "lat,lng"; undefined for anything else. */
export function parseLatLng(text: string | undefined): LatLng | undefined {
  const parts = text?.split(',').map((part) => part.trim());
  if (parts?.length !== 2 || parts.some((part) => part === '')) return undefined;
  const point = { lat: Number(parts[0]), lng: Number(parts[1]) };
  return isValidPoint(point) ? point : undefined;
}
