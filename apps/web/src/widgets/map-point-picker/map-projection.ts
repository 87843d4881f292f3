import type { LatLng } from './map-coords';

const TILE_PX = 256;
const MAX_LAT = 85.05112878;
const EARTH_CIRCUMFERENCE_M = 40_075_016.686;

function worldSize(zoom: number): number {
  return TILE_PX * 2 ** zoom;
}

/**
 * Web Mercator, the projection of the usual web maps, so that at zoom 17.2 a pixel of the local view
 * covers the same ground it would on a real map (about 0.9 m in Shenzhen).
 */
export function project({ lat, lng }: LatLng, zoom: number): { x: number; y: number } {
  const size = worldSize(zoom);
  const sin = Math.sin((Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export function unproject({ x, y }: { x: number; y: number }, zoom: number): LatLng {
  const size = worldSize(zoom);
  const n = Math.PI - (2 * Math.PI * y) / size;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / size) * 360 - 180 };
}

export function metresPerPixel(lat: number, zoom: number): number {
  return (EARTH_CIRCUMFERENCE_M * Math.cos((lat * Math.PI) / 180)) / worldSize(zoom);
}
