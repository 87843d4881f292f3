/** The shapes of Tencent's WebService answers that the web's MapPointPicker reads (spec 01 §3). */
export interface MapLocation {
  lat: number;
  lng: number;
}

export interface MapAdInfo {
  /** District adcode (city adcode where there is no district), as text like every area code here. */
  adcode: string;
  province: string;
  city: string;
  district: string;
}

export interface MapPlace {
  id: string;
  title: string;
  address: string;
  location: MapLocation;
  ad_info: MapAdInfo;
}

export interface MapPlaceList {
  data: MapPlace[];
  count: number;
}

export interface MapGeocode {
  result: { address: string; location: MapLocation; ad_info: MapAdInfo };
}

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
