/**
 * Pinyin initials of a Chinese title (模拟进出场 -> mnjcc) without a dictionary: CLDR's pinyin
 * collation for Chinese places an index label U+FDD0 + letter before the first character read with
 * that letter, so a character's initial is the last label that sorts at or before it. The browser's
 * own ICU data does the work; a polyphone gets its common reading, good enough to find a screen.
 */
const LABELS = [...'ABCDEFGHJKLMNOPQRSTWXYZ'].map((letter) => ({ letter, mark: `\uFDD0${letter}` }));
const HAN = /\p{Script=Han}/u;

let collator: Intl.Collator | null | undefined;

/** null where the runtime has no Chinese collation (a build without ICU data): pinyin is then skipped. */
function chineseCollator(): Intl.Collator | null {
  if (collator === undefined) {
    const candidate = new Intl.Collator('zh-Hans-CN');
    collator = candidate.resolvedOptions().locale.startsWith('zh') ? candidate : null;
  }
  return collator;
}

function initialOf(char: string, compare: Intl.Collator['compare']): string {
  let found = '';
  for (const label of LABELS) {
    if (compare(label.mark, char) > 0) break;
    found = label.letter;
  }
  return found.toLowerCase();
}

/** Lower-case initials of the Han characters; letters and digits are kept, anything else dropped. */
export function pinyinInitials(text: string): string {
  const compare = chineseCollator()?.compare;
  let out = '';
  for (const char of text) {
    if (HAN.test(char)) out += compare ? initialOf(char, compare) : '';
    else if (/[\p{L}\p{N}]/u.test(char)) out += char.toLowerCase();
  }
  return out;
}
