// China has one time zone and no daylight saving: a day starts at 16:00 UTC of the day before.
const CHINA_OFFSET = 8 * 3600;
export const DAY = 86_400;

/** The China day (Unix second of its midnight) that the instant `at` falls in. */
export function chinaDay(at: number): number {
  return Math.floor((at + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;
}

/** yyyymmdd of a China day, for settlement numbers. */
export function dayStamp(day: number): string {
  return new Date((day + CHINA_OFFSET) * 1000).toISOString().slice(0, 10).replace(/-/g, '');
}
