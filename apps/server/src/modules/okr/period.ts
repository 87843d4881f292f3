import { ApiCode } from '@console/core';
import { AppError } from '../../http/app-error.js';
import type { Row } from '../../engine/engine-types.js';

export const PERIOD_QUARTER = 1;
export const PERIOD_RANGE = 2;

// Quarters are read in China Standard Time (UTC+8), as every date of the console is.
const CST_OFFSET = 8 * 3600;

/** [start, end] in Unix seconds of "2026-Q4": its first second and its last. */
export function quarterRange(quarter: string): [number, number] {
  const year = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(6));
  const start = Date.UTC(year, (q - 1) * 3, 1) / 1000 - CST_OFFSET;
  const end = Date.UTC(year, q * 3, 1) / 1000 - CST_OFFSET - 1;
  return [start, end];
}

/**
 * An objective's period as stored: a quarter fixes the dates, a date range needs both ends in order
 * and keeps no quarter. `row` is the whole row after the change (before merged with the changes).
 */
export function periodColumns(row: Row): Row {
  if (row.period_type === PERIOD_QUARTER) {
    if (typeof row.quarter !== 'string' || row.quarter === '') {
      throw new AppError(ApiCode.VALIDATION, '周期类型为季度时请填写季度', 'quarter');
    }
    const [start, end] = quarterRange(row.quarter);
    return { quarter: row.quarter, start_time: start, end_time: end };
  }
  if (typeof row.start_time !== 'number' || typeof row.end_time !== 'number') {
    throw new AppError(ApiCode.VALIDATION, '自定义时间段请填写开始日期和结束日期', 'start_time');
  }
  if (row.start_time > row.end_time) {
    throw new AppError(ApiCode.VALIDATION, '开始日期不能晚于结束日期', 'end_time');
  }
  return { quarter: null, start_time: row.start_time, end_time: row.end_time };
}
