import { ApiCode } from '@console/core';
import { AppError } from '../../http/app-error.js';
import { matchScore, stripSuffix } from './area-match.js';
import {
  adInfoOf,
  nearestPlace,
  searchablePlaces,
  streetPlaces,
  toMapPlace,
  type AreaPlace,
} from './area-places.js';
import { parseBoundary } from './boundary.js';
import { haversineMetres } from './geo.js';
import type {
  MapGeocode,
  MapLocation,
  MapPlaceList,
  MapProvider,
  SearchQuery,
  SuggestionQuery,
} from './map-types.js';

// Within one match score: districts, then streets, then cities.
const TYPE_RANK: Record<number, number> = { 3: 0, 4: 1, 2: 2 };

/** Code prefix of everything inside an area: 44 for a province, 4403 for a city, 440305 for a district. */
function prefixOf(place: AreaPlace): string {
  const length = [0, 2, 4, 6, 9][place.node.type] ?? 6;
  return place.node.code.slice(0, length);
}

interface RankOptions {
  region?: AreaPlace;
  near?: MapLocation;
}

interface Hit {
  place: AreaPlace;
  score: number;
  inRegion: boolean;
  distance: number;
}

function rank(places: AreaPlace[], keyword: string, options: RankOptions): Hit[] {
  const regionPrefix = options.region && prefixOf(options.region);
  const hits: Hit[] = [];
  for (const place of places) {
    const score = matchScore(place.node.name, place.decoded.full_name, place.compact, keyword);
    if (score === undefined) continue;
    hits.push({
      place,
      score,
      inRegion: regionPrefix !== undefined && place.node.code.startsWith(regionPrefix),
      distance: options.near ? haversineMetres(options.near, place.location) : 0,
    });
  }
  // Better match first; inside the region first; nearer first when a point is given, otherwise areas
  // with their own coordinate (the big cities) before those that borrow one.
  return hits.sort(
    (a, b) =>
      a.score - b.score ||
      Number(b.inRegion) - Number(a.inRegion) ||
      a.distance - b.distance ||
      Number(b.place.known) - Number(a.place.known) ||
      (TYPE_RANK[a.place.node.type] ?? 9) - (TYPE_RANK[b.place.node.type] ?? 9) ||
      a.place.node.code.localeCompare(b.place.node.code),
  );
}

function pageOf(hits: Hit[], query: { pageSize: number; pageIndex: number }): MapPlaceList {
  const start = (query.pageIndex - 1) * query.pageSize;
  return {
    data: hits.slice(start, start + query.pageSize).map((h) => toMapPlace(h.place)),
    count: hits.length,
  };
}

/** The city (or province) a region name such as 深圳, 深圳市 or 南山区 refers to. */
async function findRegion(name: string): Promise<AreaPlace | undefined> {
  const wanted = stripSuffix(name.trim());
  const matches = (await searchablePlaces()).filter(
    (p) => p.node.name === name.trim() || stripSuffix(p.node.name) === wanted,
  );
  return matches.sort((a, b) => a.node.type - b.node.type || Number(b.known) - Number(a.known))[0];
}

/** Upper areas everywhere, plus the streets of one city (streets are only searched within a city). */
async function candidates(streetCity: AreaPlace | undefined): Promise<AreaPlace[]> {
  const upper = await searchablePlaces();
  if (!streetCity || streetCity.node.type < 2) return upper;
  return [...upper, ...(await streetPlaces(streetCity.node.code))];
}

/**
 * The map service from the bundled area data, for installations without a Tencent key: keywords
 * match city, district and street names; coordinates are representative (see area-coordinates.ts).
 */
export class LocalMapProvider implements MapProvider {
  async suggestion(query: SuggestionQuery): Promise<MapPlaceList> {
    const region = query.region ? await findRegion(query.region) : undefined;
    const streetCity = region ?? (query.location && (await nearestPlace(query.location)));
    let hits = rank(await candidates(streetCity), query.keyword, { region, near: query.location });
    if (region && query.regionFix) hits = hits.filter((h) => h.inRegion);
    return pageOf(hits, query);
  }

  async search(query: SearchQuery): Promise<MapPlaceList> {
    const boundary = parseBoundary(query.boundary);
    if (query.boundary && !boundary) throw new AppError(ApiCode.VALIDATION, '查询范围 boundary 格式不正确');
    if (!boundary) return pageOf(rank(await candidates(undefined), query.keyword, {}), query);
    if (boundary.kind === 'rectangle') {
      const inside = (await candidates(undefined)).filter(
        (p) =>
          p.location.lat >= boundary.south &&
          p.location.lat <= boundary.north &&
          p.location.lng >= boundary.west &&
          p.location.lng <= boundary.east,
      );
      return pageOf(rank(inside, query.keyword, {}), query);
    }
    if (boundary.kind === 'region') {
      const region = await findRegion(boundary.name);
      const hits = region
        ? rank(await candidates(region), query.keyword, { region }).filter((h) => h.inRegion)
        : [];
      if (hits.length > 0 || !boundary.autoExtend) return pageOf(hits, query);
      return pageOf(rank(await candidates(undefined), query.keyword, {}), query);
    }
    const near = boundary.center;
    const hits = rank(await candidates(await nearestPlace(near)), query.keyword, { near });
    const inside = hits.filter((h) => h.distance <= boundary.radius);
    return pageOf(inside.length > 0 || !boundary.autoExtend ? inside : hits, query);
  }

  async geocode(location: MapLocation): Promise<MapGeocode> {
    const place = await nearestPlace(location);
    return { result: { address: place.decoded.full_name, location, ad_info: adInfoOf(place) } };
  }
}
