import { ApiCode, MAP_GEOCODE, MAP_PLACE_LIST, MAP_SUGGESTION_LIMIT, okResponse } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import { parseLocation } from './geo.js';
import { LocalMapProvider } from './local-map-provider.js';
import type { MapLocation, MapProvider } from './map-types.js';
import { TencentMapProvider } from './tencent-map-provider.js';

const TAGS = ['地图'];

const pageSchema = {
  // Tencent's WebService allows at most 20 per page; the picker asks for 10.
  page_size: { type: 'integer', minimum: 1, maximum: 20, default: MAP_SUGGESTION_LIMIT },
  page_index: { type: 'integer', minimum: 1, maximum: 100, default: 1 },
} as const;
const keywordSchema = { type: 'string', minLength: 1, maxLength: 96 } as const;
const locationSchema = { type: 'string', maxLength: 64, description: '纬度,经度' } as const;

interface PageQuery {
  keyword: string;
  page_size: number;
  page_index: number;
}

function locationOrRefuse(text: string | undefined): MapLocation | undefined {
  if (text === undefined || text === '') return undefined;
  const location = parseLocation(text);
  if (!location) throw new AppError(ApiCode.VALIDATION, '坐标格式不正确，应为“纬度,经度”');
  return location;
}

function keywordOrRefuse(text: string): string {
  const keyword = text.trim();
  if (!keyword) throw new AppError(ApiCode.VALIDATION, '请输入关键字');
  return keyword;
}

/** Map service for the MapPointPicker, shaped like Tencent's WebService API (spec 01 §3, §7). */
export async function mapRoutes(app: FastifyInstance): Promise<void> {
  const key = app.config.tencentMapKey;
  const provider: MapProvider = key ? new TencentMapProvider(key) : new LocalMapProvider();

  app.get<{ Querystring: PageQuery & { region?: string; region_fix?: number; location?: string } }>(
    '/map/place/suggestion',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: '地点输入提示（keyword，可选 region 城市名、region_fix=1 仅限该城市、location 就近排序）',
        querystring: {
          type: 'object',
          required: ['keyword'],
          properties: {
            keyword: keywordSchema,
            region: { type: 'string', maxLength: 64 },
            region_fix: { type: 'integer', enum: [0, 1], default: 0 },
            location: locationSchema,
            ...pageSchema,
          },
        },
        response: okResponse(MAP_PLACE_LIST),
      },
    },
    async (request) => {
      const q = request.query;
      const list = await provider.suggestion({
        keyword: keywordOrRefuse(q.keyword),
        region: q.region?.trim() || undefined,
        regionFix: q.region_fix === 1,
        location: locationOrRefuse(q.location),
        pageSize: q.page_size,
        pageIndex: q.page_index,
      });
      return ok(request, list);
    },
  );

  app.get<{ Querystring: PageQuery & { boundary?: string } }>(
    '/map/place/search',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: '地点搜索（boundary：region(城市,0|1)、nearby(纬度,经度,半径米) 或 rectangle(...)）',
        querystring: {
          type: 'object',
          required: ['keyword'],
          properties: { keyword: keywordSchema, boundary: { type: 'string', maxLength: 128 }, ...pageSchema },
        },
        response: okResponse(MAP_PLACE_LIST),
      },
    },
    async (request) => {
      const q = request.query;
      const list = await provider.search({
        keyword: keywordOrRefuse(q.keyword),
        boundary: q.boundary?.trim() || undefined,
        pageSize: q.page_size,
        pageIndex: q.page_index,
      });
      return ok(request, list);
    },
  );

  app.get<{ Querystring: { location: string } }>(
    '/map/geocoder',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: '逆地址解析：坐标得到地址与行政区划（ad_info.adcode）',
        querystring: { type: 'object', required: ['location'], properties: { location: locationSchema } },
        response: okResponse(MAP_GEOCODE),
      },
    },
    async (request) => {
      const location = locationOrRefuse(request.query.location);
      if (!location) throw new AppError(ApiCode.VALIDATION, '请提供坐标');
      return ok(request, await provider.geocode(location));
    },
  );
}
