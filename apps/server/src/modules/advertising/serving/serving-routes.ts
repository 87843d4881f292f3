import rateLimit from '@fastify/rate-limit';
import {
  AD_APP_KEY_HEADER,
  AD_BEACON,
  AD_DECISION,
  AD_TRAFFIC_RESULT,
  ApiCode,
  okResponse,
} from '@console/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../http/app-error.js';
import { ok } from '../../../http/envelope.js';
import { nowSeconds } from '../../../lib/clock.js';
import { authOf } from '../../../platform/auth/auth-hook.js';
import { recordEvent, decide } from './serving.js';
import { simulateAdTraffic } from './simulate.js';

const TAGS = ['广告投放'];

/**
 * Decisions and beacons per media app key (or per client address when the key is missing) and
 * minute, counted in this process's memory: a screen network's traffic is far above what sign-in
 * limits allow, and a database-counted limit would cost a write per ad.
 */
export const AD_RATE_PER_MINUTE = Number(process.env.AD_SERVING_RATE_PER_MINUTE) || 60_000;

function appKeyOf(request: FastifyRequest): string {
  const value = request.headers[AD_APP_KEY_HEADER];
  const key = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!key) throw new AppError(ApiCode.UNAUTHENTICATED, '缺少媒体应用标识', `请求头 ${AD_APP_KEY_HEADER}`);
  return key;
}

const PUBLIC = {
  access: 'public',
  rateLimit: {
    max: AD_RATE_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => {
      const value = request.headers[AD_APP_KEY_HEADER];
      return `ad:${(Array.isArray(value) ? value[0] : value) ?? request.ip}`;
    },
  },
} as const;

const HEADERS = {
  type: 'object',
  properties: { [AD_APP_KEY_HEADER]: { type: 'string', maxLength: 32, title: '媒体应用标识' } },
} as const;

interface DecisionBody {
  slot_code: string;
  park_id?: number;
  plate?: string;
  plate_province?: string;
  car_type?: number;
  viewer?: string;
}

interface BeaconBody {
  decision_id: string;
  event_id: string;
}

const BEACON_BODY = {
  type: 'object',
  properties: {
    decision_id: { type: 'string', minLength: 1, maxLength: 32, title: '决策编号' },
    event_id: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', title: '事件编号' },
  },
  required: ['decision_id', 'event_id'],
  additionalProperties: false,
} as const;

/**
 * 广告投放 (issue 20): what a media app's screens call, without a user's sign-in. Each call carries
 * its media app's key in the `x-ad-app-key` header, which must be the app of the slot (a decision)
 * or of the decision's slot (a beacon); an unknown or disabled slot is refused.
 */
export async function adServingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });

  app.post<{ Body: DecisionBody }>(
    '/ad-serving/decision',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: '广告决策：广告位请求要展示的素材（媒体应用标识鉴权，按应用限流）',
        headers: HEADERS,
        body: {
          type: 'object',
          properties: {
            slot_code: { type: 'string', minLength: 1, maxLength: 32, title: '广告位编码' },
            park_id: { type: 'integer', minimum: 1, title: '车场' },
            plate: { type: 'string', maxLength: 10, title: '车牌号' },
            plate_province: { type: 'string', maxLength: 1, title: '车牌省份' },
            car_type: { type: 'integer', minimum: 1, maximum: 9, title: '车辆类型' },
            viewer: { type: 'string', maxLength: 32, title: '观看者' },
          },
          required: ['slot_code'],
          additionalProperties: false,
        },
        response: okResponse(AD_DECISION),
      },
    },
    async (request) => {
      const { body } = request;
      const plate = body.plate?.trim().toUpperCase() ?? '';
      const decision = await decide(
        app.db,
        {
          slot_code: body.slot_code,
          app_key: appKeyOf(request),
          park_id: body.park_id ?? null,
          plate_province: body.plate_province || plate.slice(0, 1) || null,
          car_type: body.car_type ?? null,
          viewer: body.viewer || plate,
        },
        nowSeconds(),
      );
      return ok(request, decision);
    },
  );

  for (const [path, kind, summary] of [
    ['/ad-serving/impression', 1, '广告曝光上报（同一事件编号只计一次）'],
    ['/ad-serving/click', 2, '广告点击上报（同一事件编号只计一次）'],
  ] as const) {
    app.post<{ Body: BeaconBody }>(
      path,
      {
        config: PUBLIC,
        schema: { tags: TAGS, summary, headers: HEADERS, body: BEACON_BODY, response: okResponse(AD_BEACON) },
      },
      async (request) => {
        const outcome = await recordEvent(
          app.db,
          { ...request.body, kind, app_key: appKeyOf(request) },
          nowSeconds(),
        );
        return ok(request, outcome);
      },
    );
  }
}

interface TrafficBody {
  minutes: number;
  requests?: number;
  click_rate: number;
}

/**
 * 开发工具 · 广告流量: runs the traffic generator for the chosen minutes of simulated time ending
 * now (or a number of requests spread over them), with a click rate in percent.
 */
export async function adTrafficDevtoolRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: TrafficBody }>(
    '/devtool/advertising/traffic',
    {
      config: { access: { permission: 'system:devtool:parking' } },
      schema: {
        tags: ['开发工具'],
        summary: '模拟广告流量：各广告位按屏幕请求广告并上报曝光与点击',
        body: {
          type: 'object',
          properties: {
            minutes: { type: 'integer', minimum: 1, maximum: 1440, title: '模拟分钟数' },
            requests: { type: 'integer', minimum: 1, maximum: 5000, title: '请求次数' },
            click_rate: { type: 'number', minimum: 0, maximum: 100, title: '点击率（%）' },
          },
          required: ['minutes', 'click_rate'],
          additionalProperties: false,
        },
        response: okResponse(AD_TRAFFIC_RESULT),
      },
    },
    async (request) => {
      const { body } = request;
      // The generator drives every advertiser's plans on every slot: the platform operator's tool.
      if (authOf(request).merchantKind !== 'platform')
        throw new AppError(ApiCode.FORBIDDEN, '仅平台运营方可以模拟广告流量');
      const result = await simulateAdTraffic(app.db, {
        now: nowSeconds(),
        minutes: body.minutes,
        ...(body.requests !== undefined && { requests: body.requests }),
        clickRate: body.click_rate / 100,
      });
      return ok(request, result);
    },
  );
}
