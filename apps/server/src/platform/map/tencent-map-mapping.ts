import { ApiCode } from '@console/core';
import { AppError } from '../../http/app-error.js';
import type { MapAdInfo, MapGeocode, MapLocation, MapPlace, MapPlaceList } from './map-types.js';

/** The parts of Tencent's WebService answers we read; everything is optional because it is foreign input. */
interface TencentAdInfo {
  adcode?: number | string;
  province?: string;
  city?: string;
  district?: string;
}

interface TencentPlace extends TencentAdInfo {
  id?: string | number;
  title?: string;
  address?: string;
  location?: { lat?: number; lng?: number };
  /** place/v1/search nests the division; place/v1/suggestion puts it beside the title. */
  ad_info?: TencentAdInfo;
}

export interface TencentAnswer {
  status?: number;
  message?: string;
  count?: number;
  data?: TencentPlace[];
  result?: {
    address?: string;
    location?: { lat?: number; lng?: number };
    formatted_addresses?: { recommend?: string };
    ad_info?: TencentAdInfo;
  };
}

function locationOf(raw: { lat?: number; lng?: number } | undefined): MapLocation {
  return { lat: Number(raw?.lat ?? 0), lng: Number(raw?.lng ?? 0) };
}

function adInfoOf(raw: TencentAdInfo | undefined): MapAdInfo {
  return {
    adcode: raw?.adcode === undefined ? '' : String(raw.adcode),
    province: raw?.province ?? '',
    city: raw?.city ?? '',
    district: raw?.district ?? '',
  };
}

/**
 * Tencent answers HTTP 200 with a non-zero status on failure. Key and quota problems (1xx, 120/121)
 * are ours to fix, not the user's: 5003. Parameter problems (3xx) are the query's: 1400.
 */
export function checkTencentStatus(answer: TencentAnswer): void {
  if (answer.status === 0) return;
  const detail = `腾讯地图：${answer.status ?? '?'} ${answer.message ?? ''}`.trim();
  if (answer.status !== undefined && answer.status >= 300 && answer.status < 400) {
    throw new AppError(ApiCode.VALIDATION, '地图查询参数不正确', detail);
  }
  throw new AppError(ApiCode.UNAVAILABLE, '地图服务暂不可用，请稍后再试', detail);
}

function placeOf(raw: TencentPlace): MapPlace {
  return {
    id: String(raw.id ?? ''),
    title: raw.title ?? '',
    address: raw.address ?? '',
    location: locationOf(raw.location),
    ad_info: adInfoOf(raw.ad_info ?? raw),
  };
}

/** place/v1/suggestion and place/v1/search answers, mapped to the one place-list shape. */
export function mapTencentPlaces(answer: TencentAnswer): MapPlaceList {
  checkTencentStatus(answer);
  const data = (answer.data ?? []).map(placeOf);
  return { data, count: answer.count ?? data.length };
}

/** geocoder/v1 (reverse) answer. */
export function mapTencentGeocode(answer: TencentAnswer): MapGeocode {
  checkTencentStatus(answer);
  const result = answer.result ?? {};
  return {
    result: {
      address: result.address ?? result.formatted_addresses?.recommend ?? '',
      location: locationOf(result.location),
      ad_info: adInfoOf(result.ad_info),
    },
  };
}
