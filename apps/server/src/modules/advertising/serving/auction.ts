// The pure rules of serving (issue 20): targeting, frequency caps, pacing and the second-price
// auction. Money here is fen per thousand impressions (CPM) or thousandths of a fen per event.

const CST_OFFSET_S = 8 * 3600;
const DAY_S = 86_400;

/** Asia/Shanghai midnight (epoch seconds) of the day holding `at`: ad_event.day. */
export function adDayOf(at: number): number {
  return Math.floor((at + CST_OFFSET_S) / DAY_S) * DAY_S - CST_OFFSET_S;
}

/** The hour of the day (0–23) of `at` in Asia/Shanghai. */
export function cstHourOf(at: number): number {
  return Math.floor(((at + CST_OFFSET_S) % DAY_S) / 3600);
}

/** A targeting package as stored (JSON arrays of plate provinces and CAR_TYPE values). */
export interface TargetingPackage {
  area_code: string | null;
  hour_start: number;
  hour_end: number;
  plate_provinces: readonly string[];
  car_types: readonly string[];
}

/** What the screen knows of its audience. */
export interface Audience {
  /** The lot's area code (6 digits), when the screen is at a lot. */
  area_code: string | null;
  at: number;
  plate_province: string | null;
  car_type: number | null;
}

/** '440000' → '44', '440300' → '4403', '440305' → '440305': the part an area code names. */
export function areaPrefixOf(code: string): string {
  let prefix = code;
  while (prefix.length > 2 && prefix.endsWith('00')) prefix = prefix.slice(0, -2);
  return prefix;
}

/** Whether the hour lies in [start, end); a window whose start is not before its end wraps midnight. */
export function inHours(hour: number, start: number, end: number): boolean {
  if (start === 0 && end === 24) return true;
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

/**
 * Whether a package admits the audience: no package admits all; an area, hour window, plate
 * province list or car type list that is set must match, and an unknown trait never matches a limit.
 */
export function targets(pkg: TargetingPackage | null, audience: Audience): boolean {
  if (!pkg) return true;
  if (pkg.area_code) {
    if (!audience.area_code || !audience.area_code.startsWith(areaPrefixOf(pkg.area_code))) return false;
  }
  if (!inHours(cstHourOf(audience.at), pkg.hour_start, pkg.hour_end)) return false;
  if (pkg.plate_provinces.length > 0) {
    if (!audience.plate_province || !pkg.plate_provinces.includes(audience.plate_province)) return false;
  }
  if (pkg.car_types.length > 0) {
    if (audience.car_type === null || !pkg.car_types.includes(String(audience.car_type))) return false;
  }
  return true;
}

/** A plan's own cap, or its tenant's 曝光策略 default when it has none (0); no viewer, no cap. */
export function capAllows(planCap: number, strategyCap: number, seenToday: number, viewer: string): boolean {
  if (!viewer) return true;
  const cap = planCap > 0 ? planCap : strategyCap;
  return cap <= 0 || seenToday < cap;
}

/**
 * How much of its daily budget (‰ fen) a plan may have spent by `at`: 匀速 spreads the budget over
 * the hours its package shows (one hour ahead, so the first hour can serve), 加速 spends as traffic
 * comes.
 */
export function pacingAllowance(
  budgetDailyMilli: number,
  pacing: number,
  at: number,
  window: { hour_start: number; hour_end: number } | null,
): number {
  if (pacing !== 1) return budgetDailyMilli;
  const start = window?.hour_start ?? 0;
  const end = window?.hour_end ?? 24;
  const length = (start < end ? end - start : end + 24 - start) * 3600;
  const secondOfDay = at - adDayOf(at);
  let elapsed = secondOfDay - start * 3600;
  if (elapsed < 0) elapsed += DAY_S;
  const share = Math.min(1, (Math.min(elapsed, length) + 3600) / length);
  return Math.floor(budgetDailyMilli * share);
}

/** The expected click-through rate that turns a CPC bid into a CPM: 1 %, so eCPM = CPC × 10. */
export const CPC_TO_CPM = 10;

/** A bid as the auction compares it: fen per thousand impressions. */
export function ecpmOf(bidMode: number, bid: number): number {
  return bidMode === 2 ? bid * CPC_TO_CPM : bid;
}

export interface Bidder {
  plan_id: number;
  advertiser_id: number;
  bid_mode: number;
  /** The advertiser's bid for the slot type: fen per thousand impressions (CPM) or per click (CPC). */
  bid: number;
  priority: number;
  /** The tenant's 曝光策略: 1 出价优先, 2 计划优先级优先 (which of its own plans it sends). */
  priority_mode: number;
}

export interface AuctionResult {
  winner: Bidder;
  /** What the winner pays, in fen per thousand impressions. */
  clearing_ecpm: number;
  /** What one counted event costs the winner in ‰ fen: an impression (CPM) or a click (CPC). */
  price_milli: number;
  /** The runner-up's eCPM, null when the winner was alone (the floor set the price). */
  second_ecpm: number | null;
}

function byBid(a: Bidder, b: Bidder): number {
  return (
    ecpmOf(b.bid_mode, b.bid) - ecpmOf(a.bid_mode, a.bid) || b.priority - a.priority || a.plan_id - b.plan_id
  );
}

function byPriority(a: Bidder, b: Bidder): number {
  return b.priority - a.priority || byBid(a, b);
}

/**
 * The second-price auction of one slot above its floor (fen per thousand impressions). Each
 * advertiser sends one plan, its best by its tenant's 曝光策略 (highest bid, or highest priority);
 * plans below the floor do not take part. The winner is the highest eCPM (then priority, then the
 * older plan) and pays the runner-up's eCPM, or the floor when alone, plus one fen, never more than
 * its own bid. A CPC winner pays that price per click at the assumed 1 % click rate.
 */
export function runAuction(bidders: readonly Bidder[], floor: number): AuctionResult | null {
  const best = new Map<number, Bidder>();
  for (const bidder of bidders) {
    if (ecpmOf(bidder.bid_mode, bidder.bid) < floor || bidder.bid <= 0) continue;
    const held = best.get(bidder.advertiser_id);
    const order = bidder.priority_mode === 2 ? byPriority : byBid;
    if (!held || order(bidder, held) < 0) best.set(bidder.advertiser_id, bidder);
  }
  const ranked = [...best.values()].sort(byBid);
  const winner = ranked[0];
  if (!winner) return null;
  const own = ecpmOf(winner.bid_mode, winner.bid);
  const second = ranked[1] ? ecpmOf(ranked[1].bid_mode, ranked[1].bid) : null;
  const clearing = Math.min(Math.max(second ?? 0, floor) + 1, own);
  const price_milli = winner.bid_mode === 2 ? (clearing * 1000) / CPC_TO_CPM : clearing;
  return { winner, clearing_ecpm: clearing, price_milli, second_ecpm: second };
}

/** A provider's income of an event's cost (‰ fen) at its share in basis points, rounded down. */
export function incomeOf(costMilli: number, shareRate: number): number {
  return Math.floor((costMilli * shareRate) / 10_000);
}
