const CST_OFFSET_S = 8 * 3600;
const DAY_S = 86_400;

/** Unix seconds of the CST midnight that starts the day holding `at`. */
export function cstDayStart(at: number): number {
  return Math.floor((at + CST_OFFSET_S) / DAY_S) * DAY_S - CST_OFFSET_S;
}

/** The CST calendar date (YYYY-MM-DD) of a day number as SQL computes it: floor((t + 8 h) / 1 day). */
export function cstDateOfDayNumber(day: number): string {
  return new Date(day * DAY_S * 1000).toISOString().slice(0, 10);
}

export const DAY_SECONDS = DAY_S;
export const CST_OFFSET_SECONDS = CST_OFFSET_S;
