import {
  REFRESH_INTERVAL_MS,
  type GroupConsole,
  type GroupScreen,
  type GroupStatistics,
  type GroupStatisticsQuery,
} from '@console/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/request';

/** The query keys of the stats part; every figure is live, so each screen polls every 65 s. */
const KEY = 'group-stats';

async function fetchPayload<T>(
  path: string,
  query: Record<string, unknown>,
  signal: AbortSignal,
): Promise<T> {
  const { payload } = await api.get<T>(path, query, { signal, silent: true });
  return payload as T;
}

/** 项目概览: the group's lots today. */
export function useGroupConsole() {
  return useQuery({
    queryKey: [KEY, 'console'],
    queryFn: ({ signal }) => fetchPayload<GroupConsole>('group/console/overview', {}, signal),
    refetchInterval: REFRESH_INTERVAL_MS,
  });
}

/** 统计概览 over the chosen dates; a new range keeps the old charts until its figures arrive. */
export function useGroupStatistics(range: Required<GroupStatisticsQuery>) {
  return useQuery({
    queryKey: [KEY, 'statistics', range.start_date, range.end_date],
    queryFn: ({ signal }) => fetchPayload<GroupStatistics>('group/statistics/overview', { ...range }, signal),
    refetchInterval: REFRESH_INTERVAL_MS,
    placeholderData: keepPreviousData,
  });
}

/** 集团数据大屏: today and the last 7 days in one answer, refreshed every 65 s. */
export function useGroupScreen() {
  return useQuery({
    queryKey: [KEY, 'screen'],
    queryFn: ({ signal }) => fetchPayload<GroupScreen>('group/overview/screen', {}, signal),
    refetchInterval: REFRESH_INTERVAL_MS,
  });
}
