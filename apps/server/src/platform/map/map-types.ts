import type { MapGeocode, MapPlace, MapPlaceList } from '@console/core';

/**
 * The shapes of Tencent's WebService answers that the web's MapPointPicker reads (spec 01 §3),
 * declared once in core, where the route schemas and /api/docs read them too.
 */
export type { MapGeocode, MapPlace, MapPlaceList };
export type MapLocation = MapPlace['location'];
export type MapAdInfo = MapPlace['ad_info'];

export interface SuggestionQuery {
  keyword: string;
  region?: string;
  /** 1: only inside region; 0 (default): region first, then elsewhere. */
  regionFix: boolean;
  /** Ranks nearer results first when given. */
  location?: MapLocation;
  pageSize: number;
  pageIndex: number;
}

export interface SearchQuery {
  keyword: string;
  /** Tencent's boundary: region(城市,auto_extend), nearby(lat,lng,radius[,auto_extend]) or rectangle(lat,lng,lat,lng). */
  boundary?: string;
  pageSize: number;
  pageIndex: number;
}

export interface MapProvider {
  suggestion(query: SuggestionQuery): Promise<MapPlaceList>;
  search(query: SearchQuery): Promise<MapPlaceList>;
  geocode(location: MapLocation): Promise<MapGeocode>;
}
