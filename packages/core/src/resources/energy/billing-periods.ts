/**
 * A charging station's time-of-use billing rule (计费规则, issue 19): the day cut into periods, each
 * with an energy price and a service fee per kWh. Shared by the rule's form (the check) and the
 * server's pricing of a session, so both read one shape.
 *
 * Prices are integers in 0.0001 元 per kWh (1/100 fen: 1.2345 元/度 is 12345), as stations quote
 * them; energy is in Wh. A session's price is summed exactly in 1/100,000 fen (Wh × price) and
 * rounded to the fen once, half up, so splitting a session anywhere never changes its price.
 */
export interface EnergyPeriod {
  /** 'HH:mm', inclusive; the first period starts at '00:00'. */
  start: string;
  /** 'HH:mm', exclusive; '24:00' ends the day. */
  end: string;
  /** 电费, 0.0001 元/kWh. */
  energy_price: number;
  /** 服务费, 0.0001 元/kWh. */
  service_price: number;
}

/** The most a kWh may cost in each part (100 元), a guard against a typo of three zeros. */
export const MAX_PRICE_PER_KWH = 1_000_000;

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Minutes since midnight of 'HH:mm' ('24:00' is 1440). */
export function minuteOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}

/**
 * The one check of a rule, as a Chinese message (undefined when fine): periods in order, each
 * starting where the last ended, from 00:00 to 24:00, prices whole and within bounds.
 */
export function checkEnergyPeriods(periods: readonly EnergyPeriod[]): string | undefined {
  if (periods.length === 0) return '请至少设置一个计费时段';
  if (periods.length > 48) return '计费时段最多 48 个';
  let expected = 0;
  for (const [i, p] of periods.entries()) {
    const n = i + 1;
    if (!TIME.test(p.start) || !TIME.test(p.end)) return `第 ${n} 个时段的时间格式应为 HH:mm`;
    const start = minuteOfDay(p.start);
    const end = minuteOfDay(p.end);
    if (start !== expected) {
      return expected === 0
        ? '第 1 个时段应从 00:00 开始'
        : `第 ${n} 个时段应从上一时段的结束时间开始，时段之间不能有空档或重叠`;
    }
    if (end <= start) return `第 ${n} 个时段的结束时间应晚于开始时间`;
    for (const [price, label] of [
      [p.energy_price, '电费'],
      [p.service_price, '服务费'],
    ] as const) {
      if (!Number.isInteger(price) || price < 0 || price > MAX_PRICE_PER_KWH) {
        return `第 ${n} 个时段的${label}应在 0 到 100 元/度之间，最多四位小数`;
      }
    }
    expected = end;
  }
  return expected === 1440 ? undefined : '最后一个时段应到 24:00 结束';
}

/** The period in force at a minute of the day (the rule passed checkEnergyPeriods). */
export function periodAt(periods: readonly EnergyPeriod[], minute: number): EnergyPeriod {
  const found = periods.find((p) => minuteOfDay(p.start) <= minute && minute < minuteOfDay(p.end));
  if (!found) throw new Error(`no period covers minute ${minute}`);
  return found;
}
