import {
  decodeLineage,
  displayCity,
  findArea,
  isGroupingCity,
  lineageOf,
  streetsOfCity,
  upperAreas,
  type AreaNode,
  type DecodedArea,
} from '../area/area-service.js';
import { AREA_COORDINATES } from './area-coordinates.js';
import { stripSuffix } from './area-match.js';
import { haversineMetres } from './geo.js';
import type { MapAdInfo, MapLocation, MapPlace } from './map-types.js';

/** An area as the local map service sees it: a place with a representative coordinate. */
export interface AreaPlace {
  node: AreaNode;
  decoded: DecodedArea;
  location: MapLocation;
  /** The coordinate is the area's own, not borrowed from an ancestor. */
  known: boolean;
  adcode: string;
  /** Full name with suffixes stripped (广东深圳南山), for keywords written that way. */
  compact: string;
}

const at = (code: string): MapLocation | undefined => {
  const pair = AREA_COORDINATES[code];
  return pair && { lat: pair[0], lng: pair[1] };
};

let provinceCoordinates: Map<string, MapLocation> | undefined;

/** A province has no seat of its own in the table: it borrows its first listed city's, the capital. */
function provinceCoordinate(provinceCode: string): MapLocation | undefined {
  if (!provinceCoordinates) {
    provinceCoordinates = new Map();
    for (const code of Object.keys(AREA_COORDINATES).sort()) {
      const province = `${code.slice(0, 2)}0000`;
      if (!provinceCoordinates.has(province)) provinceCoordinates.set(province, at(code)!);
    }
  }
  return provinceCoordinates.get(provinceCode);
}

export async function placeOf(node: AreaNode): Promise<AreaPlace> {
  const lineage = await lineageOf(node);
  const decoded = decodeLineage(lineage);
  const own = at(node.code);
  const borrowed = [...lineage]
    .reverse()
    .map((n) => at(n.code))
    .find(Boolean);
  const adNode = lineage.find((n) => n.type === 3) ?? lineage.find((n) => n.type === 2) ?? lineage[0]!;
  return {
    node,
    decoded,
    // Every province has a capital in the table; the centre of the country is only a last resort.
    location: own ?? borrowed ?? provinceCoordinate(lineage[0]!.code) ?? { lat: 34.3416, lng: 108.9398 },
    known: own !== undefined,
    adcode: adNode.code,
    compact: lineage
      .filter((n) => !isGroupingCity(n))
      .map((n) => stripSuffix(n.name))
      .join(''),
  };
}

let upperPlaces: Promise<AreaPlace[]> | undefined;

/** Cities and districts a person would search for (provinces and statistical groupings left out). */
export function searchablePlaces(): Promise<AreaPlace[]> {
  upperPlaces ??= upperAreas()
    .then((nodes) => Promise.all(nodes.filter((n) => n.type !== 1 && !isGroupingCity(n)).map(placeOf)))
    .catch((error: unknown) => {
      upperPlaces = undefined;
      throw error;
    });
  return upperPlaces;
}

export async function streetPlaces(cityCode: string): Promise<AreaPlace[]> {
  return Promise.all((await streetsOfCity(cityCode)).map(placeOf));
}

/** The known area nearest to a point: the best the local data can say about where it is. */
export async function nearestPlace(point: MapLocation): Promise<AreaPlace> {
  let best: { code: string; distance: number } | undefined;
  for (const [code, [lat, lng]] of Object.entries(AREA_COORDINATES)) {
    const distance = haversineMetres(point, { lat, lng });
    if (!best || distance < best.distance) best = { code, distance };
  }
  const node = best && (await findArea(best.code));
  if (!node) throw new Error('area coordinates name no known area');
  return placeOf(node);
}

export function adInfoOf(place: AreaPlace): MapAdInfo {
  const { decoded } = place;
  return {
    adcode: place.adcode,
    province: decoded.province,
    city: displayCity(decoded),
    district: decoded.district,
  };
}

export function toMapPlace(place: AreaPlace): MapPlace {
  return {
    id: place.node.code,
    title: place.node.name,
    address: place.decoded.full_name,
    location: place.location,
    ad_info: adInfoOf(place),
  };
}
