import type { ScreenEntry } from './screen-entries';

/** How well one typed word matches a screen: lower is better, undefined is no match. */
function scoreWord(screen: ScreenEntry, word: string): number | undefined {
  const title = screen.title.toLowerCase();
  if (title === word) return 0;
  if (title.startsWith(word)) return 1;
  if (title.includes(word)) return 2;
  if (screen.initials.startsWith(word)) return 3;
  if (screen.initials.includes(word)) return 4;
  if (screen.path.toLowerCase().includes(word)) return 5;
  if (screen.trail.toLowerCase().includes(word)) return 6;
  return undefined;
}

export interface ScreenSearch {
  /** At most `limit` screens, best first; ties keep menu order. */
  readonly matches: readonly ScreenEntry[];
  /** How many screens matched in all. */
  readonly total: number;
}

/**
 * Finds screens by Chinese title, pinyin initials or path. Words separated by spaces must all match
 * (停车 记录, or 开发工具 mnjc); an empty query lists the screens in menu order.
 */
export function searchScreens(screens: readonly ScreenEntry[], query: string, limit = 50): ScreenSearch {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const scored: { screen: ScreenEntry; score: number; order: number }[] = [];
  screens.forEach((screen, order) => {
    let score = 0;
    for (const word of words) {
      const part = scoreWord(screen, word);
      if (part === undefined) return;
      score += part;
    }
    scored.push({ screen, score, order });
  });
  scored.sort((a, b) => a.score - b.score || a.order - b.order);
  return { matches: scored.slice(0, limit).map((s) => s.screen), total: scored.length };
}
