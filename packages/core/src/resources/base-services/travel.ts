import { s, type Infer } from '../../api/schema.js';

/** The longest range 出行数据 sums at once, in days. */
export const TRAVEL_MAX_DAYS = 92;

/** How many lots the 车场 chart names; the rest are summed as 其他车场. */
export const TRAVEL_TOP_PARKS = 10;

/**
 * GET base/services/travel/summary?start_date=&end_date=: 出行数据 of the caller's lots. A trip is a
 * finished stay (entry to exit) whose exit falls in the range of China days (YYYY-MM-DD, end day
 * included). by_hour counts the trips' entries and exits per hour
 * of the day (China time); by_city and by_park count the trips per city of the lot and per lot.
 */
export const TRAVEL_SUMMARY = s.object({
  start_date: s.string(),
  end_date: s.string(),
  trip_count: s.integer(),
  /** Average stay of the trips in minutes, rounded. */
  avg_minutes: s.integer(),
  by_hour: s.array(s.object({ hour: s.integer(), entries: s.integer(), exits: s.integer() })),
  by_city: s.array(s.object({ area_code: s.string(), city: s.string(), trip_count: s.integer() })),
  by_park: s.array(
    s.object({
      park_id: s.integer(),
      park_name: s.string(),
      trip_count: s.integer(),
      avg_minutes: s.integer(),
    }),
  ),
});
export type TravelSummary = Infer<typeof TRAVEL_SUMMARY>;
