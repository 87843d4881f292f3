import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';

type Range = [Dayjs, Dayjs];

/**
 * The ranges spec 01 section 2 offers. Values are functions so a page left open past midnight still
 * means today; ranges that reach into the future stop at today, since future dates are forbidden.
 * Weeks start on Monday as in the zh-cn locale, whatever the global locale is.
 */
export const RANGE_PRESETS: { label: string; value: () => Range }[] = [
  { label: '今天', value: () => [today(), today()] },
  { label: '本周', value: () => [today().locale('zh-cn').startOf('week'), today()] },
  { label: '本月', value: () => [today().startOf('month'), today()] },
  {
    label: '上月',
    value: () => [today().subtract(1, 'month').startOf('month'), today().subtract(1, 'month').endOf('month')],
  },
  { label: '今年', value: () => [today().startOf('year'), today()] },
  {
    label: '去年',
    value: () => [today().subtract(1, 'year').startOf('year'), today().subtract(1, 'year').endOf('year')],
  },
];

/** A single date picker gets the same labels, each meaning the first day of its period. */
export const DATE_PRESETS: { label: string; value: () => Dayjs }[] = RANGE_PRESETS.map(
  ({ label, value }) => ({
    label,
    value: () => value()[0],
  }),
);

function today(): Dayjs {
  return dayjs().startOf('day');
}

/** Search dates cannot lie in the future (spec 01 section 2). */
export function isFutureDate(current: Dayjs): boolean {
  return current.isAfter(dayjs().endOf('day'));
}
