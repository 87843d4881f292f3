import { ApiCode } from '@console/core';
import { AppError } from '../../http/app-error.js';
import type {
  MapGeocode,
  MapLocation,
  MapPlaceList,
  MapProvider,
  SearchQuery,
  SuggestionQuery,
} from './map-types.js';
import { mapTencentGeocode, mapTencentPlaces, type TencentAnswer } from './tencent-map-mapping.js';

const TIMEOUT_MS = 5000;

type Fetch = (
  url: string,
  init: { signal: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/**
 * Tencent Location Service's WebService API, called from the server so the key never reaches a
 * browser. Used when TENCENT_MAP_KEY is set; answers are mapped to the local provider's shapes.
 */
export class TencentMapProvider implements MapProvider {
  constructor(
    private readonly key: string,
    private readonly fetchImpl: Fetch = fetch,
    private readonly base = 'https://apis.map.qq.com',
  ) {}

  async suggestion(query: SuggestionQuery): Promise<MapPlaceList> {
    const params: Record<string, string | undefined> = {
      keyword: query.keyword,
      region: query.region,
      region_fix: query.region && query.regionFix ? '1' : undefined,
      location: query.location && `${query.location.lat},${query.location.lng}`,
      page_size: String(query.pageSize),
      page_index: String(query.pageIndex),
    };
    return mapTencentPlaces(await this.call('/ws/place/v1/suggestion', params));
  }

  async search(query: SearchQuery): Promise<MapPlaceList> {
    const params = {
      keyword: query.keyword,
      boundary: query.boundary,
      page_size: String(query.pageSize),
      page_index: String(query.pageIndex),
    };
    return mapTencentPlaces(await this.call('/ws/place/v1/search', params));
  }

  async geocode(location: MapLocation): Promise<MapGeocode> {
    return mapTencentGeocode(
      await this.call('/ws/geocoder/v1/', { location: `${location.lat},${location.lng}` }),
    );
  }

  /** The request URL, apart so tests can check it without a network. */
  urlOf(path: string, params: Record<string, string | undefined>): string {
    const url = new URL(path, this.base);
    for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
    url.searchParams.set('output', 'json');
    url.searchParams.set('key', this.key);
    return url.toString();
  }

  private async call(path: string, params: Record<string, string | undefined>): Promise<TencentAnswer> {
    try {
      const response = await this.fetchImpl(this.urlOf(path, params), {
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as TencentAnswer;
    } catch (error) {
      throw new AppError(
        ApiCode.UNAVAILABLE,
        '地图服务暂不可用，请稍后再试',
        `腾讯地图请求失败：${(error as Error).message}`,
      );
    }
  }
}
