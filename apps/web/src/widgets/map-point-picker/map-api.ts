import { MAP_SUGGESTION_LIMIT, type MapGeocode, type MapPlace } from '@console/core';
import { api } from '../../lib/request';
import { toLatLngText, type LatLng } from './map-coords';

/** What a place or an address names of its area (province, city, district, adcode). */
export type MapAdInfo = MapPlace['ad_info'];
/** The address at a point, as GET map/geocoder answers it. */
export type GeocodeResult = MapGeocode['result'];

export async function suggestPlaces(
  keyword: string,
  region: string,
  signal?: AbortSignal,
): Promise<MapPlace[]> {
  const { payload } = await api.get<{ data?: MapPlace[] }>(
    'map/place/suggestion',
    { keyword, region, page_size: MAP_SUGGESTION_LIMIT },
    { signal },
  );
  return (payload?.data ?? []).slice(0, MAP_SUGGESTION_LIMIT);
}

/** Full search within a region; `region(<name>,0)` is the maps service's boundary syntax for a city. */
export async function searchPlaces(
  keyword: string,
  region: string,
  signal?: AbortSignal,
): Promise<MapPlace[]> {
  const { payload } = await api.get<{ data?: MapPlace[] }>(
    'map/place/search',
    { keyword, boundary: `region(${region},0)`, page_size: MAP_SUGGESTION_LIMIT },
    { signal },
  );
  return (payload?.data ?? []).slice(0, MAP_SUGGESTION_LIMIT);
}

export async function reverseGeocode(
  point: LatLng,
  signal?: AbortSignal,
): Promise<GeocodeResult | undefined> {
  const { payload } = await api.get<{ result?: GeocodeResult }>(
    'map/geocoder',
    { location: toLatLngText(point) },
    { signal },
  );
  return payload?.result;
}

export function areaText(info: MapAdInfo | undefined): string {
  return [info?.province, info?.city, info?.district].filter(Boolean).join(' ');
}

/** The suggestion's address names the street; the title names the place itself, so both are kept. */
export function placeAddress({ address, title }: Pick<MapPlace, 'address' | 'title'>): string {
  if (!address) return title;
  return title && !address.includes(title) ? `${address}${title}` : address;
}
