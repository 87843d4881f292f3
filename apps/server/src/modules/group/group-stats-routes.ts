import {
  ApiCode,
  GROUP_CONSOLE,
  GROUP_SCREEN,
  GROUP_STATISTICS,
  GROUP_STATISTICS_MAX_DAYS,
  GROUP_STATISTICS_QUERY,
  okResponse,
  type GroupStatisticsQuery,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import { nowSeconds } from '../../lib/clock.js';
import { authOf } from '../../platform/auth/auth-hook.js';
import { cstDayStart, CST_OFFSET_SECONDS, DAY_SECONDS } from '../parking/index.js';
import { lotsToday, rangeStatistics, type DayRange } from './group-stats-queries.js';

/** The default range of 统计概览 and the range of the big screen: the last 7 days, today included. */
const DEFAULT_DAYS = 7;

/** Midnight (CST) starting a YYYY-MM-DD date, or undefined when it is no calendar date. */
function cstMidnightOf(date: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  // 2026-02-30 rolls over to March in Date.UTC; refuse it rather than answer for another day.
  if (new Date(utc).toISOString().slice(0, 10) !== date) return undefined;
  return utc / 1000 - CST_OFFSET_SECONDS;
}

/** The range a query asks for: both dates given and valid, or the last 7 days to today. */
export function dayRangeOf(query: GroupStatisticsQuery, now: number): DayRange {
  const today = cstDayStart(now);
  const parse = (value: string | undefined, label: string) => {
    if (value === undefined || value === '') return undefined;
    const at = cstMidnightOf(value);
    if (at === undefined) throw new AppError(ApiCode.VALIDATION, `${label}应为有效日期（YYYY-MM-DD）`);
    return at;
  };
  const end = parse(query.end_date, '结束日期') ?? today;
  const start = parse(query.start_date, '开始日期') ?? end - (DEFAULT_DAYS - 1) * DAY_SECONDS;
  if (start > end) throw new AppError(ApiCode.VALIDATION, '开始日期不能晚于结束日期');
  const days = (end - start) / DAY_SECONDS + 1;
  if (days > GROUP_STATISTICS_MAX_DAYS)
    throw new AppError(ApiCode.VALIDATION, `统计范围不能超过 ${GROUP_STATISTICS_MAX_DAYS} 天`);
  return { from: start, days };
}

/**
 * 停车集团, the stats part of issue 17: 项目概览, 统计概览 and 集团数据大屏. Each answers for the
 * parks the caller sees (visibleParks: its tenant subtree), so a group sees its own lots only; a
 * partner or the platform holding the code sees its subtree, as on 数据大屏.
 */
export async function groupStatsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/group/console/overview',
    {
      config: { access: { permission: 'group:console:view' } },
      schema: {
        tags: ['停车集团'],
        summary: '项目概览：各车场今日概况',
        response: okResponse(GROUP_CONSOLE),
      },
    },
    async (request) => ok(request, await lotsToday(app.db, authOf(request), nowSeconds())),
  );

  app.get<{ Querystring: GroupStatisticsQuery }>(
    '/group/statistics/overview',
    {
      config: { access: { permission: 'group:statistics:view' } },
      schema: {
        tags: ['停车集团'],
        summary: '统计概览：按车场、按日的收入，高峰时段与支付方式',
        querystring: GROUP_STATISTICS_QUERY,
        response: okResponse(GROUP_STATISTICS),
      },
    },
    async (request) => {
      const now = nowSeconds();
      const range = dayRangeOf(request.query, now);
      return ok(request, await rangeStatistics(app.db, authOf(request), range, now));
    },
  );

  app.get(
    '/group/overview/screen',
    {
      config: { access: { permission: 'group:overview:view' } },
      schema: { tags: ['停车集团'], summary: '集团数据大屏', response: okResponse(GROUP_SCREEN) },
    },
    async (request) => {
      const now = nowSeconds();
      const auth = authOf(request);
      const range = dayRangeOf({}, now);
      const [today, week] = await Promise.all([
        lotsToday(app.db, auth, now),
        rangeStatistics(app.db, auth, range, now),
      ]);
      return ok(request, { today, week, refreshed_at: now });
    },
  );
}
