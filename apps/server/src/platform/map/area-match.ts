// Longest first, so 自治区 is taken off before 区. A name is only shortened while two characters remain
// (矿区 stays 矿区), because one character matches far too much.
const SUFFIXES = [
  '特别行政区',
  '自治区',
  '自治州',
  '自治县',
  '自治旗',
  '街道',
  '地区',
  '新区',
  '省',
  '市',
  '区',
  '县',
  '镇',
  '乡',
  '盟',
  '旗',
];

/** The name without its administrative suffix: 南山区 -> 南山, 深圳市 -> 深圳. */
export function stripSuffix(name: string): string {
  for (const suffix of SUFFIXES) {
    if (name.endsWith(suffix) && name.length - suffix.length >= 2) return name.slice(0, -suffix.length);
  }
  return name;
}

/** The keyword occurs in the full name and reaches into the area's own name at its end. */
function reachesOwnName(full: string, own: string, keyword: string): boolean {
  const at = full.lastIndexOf(keyword);
  return at >= 0 && at + keyword.length > full.length - own.length;
}

/**
 * How well an area matches a keyword; lower is better, undefined is no match. 0 the name itself
 * (with or without suffix), 1 a prefix of it, 2 inside it, 3 the full name written with or without
 * suffixes (深圳南山, 深圳市南山区 find 南山区). A match on an ancestor alone does not count, or every
 * street of 南山区 would match 南山.
 */
export function matchScore(
  name: string,
  fullName: string,
  compactName: string,
  keyword: string,
): number | undefined {
  const short = stripSuffix(keyword);
  if (name === keyword || stripSuffix(name) === short) return 0;
  if (name.startsWith(keyword)) return 1;
  if (name.includes(keyword)) return 2;
  if (reachesOwnName(fullName, name, keyword) || reachesOwnName(compactName, stripSuffix(name), short))
    return 3;
  return undefined;
}
