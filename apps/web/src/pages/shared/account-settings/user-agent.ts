// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, iOS also says Mac OS X and
// Android also says Linux, so the more specific names come first.
const BROWSERS: readonly [RegExp, string][] = [
  [/MicroMessenger\/(\d+)/, '微信'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/HarmonyOS/, '鸿蒙'],
  [/Linux/, 'Linux'],
];

const FALLBACK_LENGTH = 32;

/** A user agent as a person reads it: 'Chrome 120 · Windows'; unknown ones are cut short. */
export function shortUserAgent(userAgent: unknown): string {
  if (typeof userAgent !== 'string' || userAgent.trim() === '') return '-';
  const browser = BROWSERS.map(([pattern, name]) => {
    const match = pattern.exec(userAgent);
    return match ? `${name} ${match[1]}` : undefined;
  }).find(Boolean);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser || system) return [browser, system].filter(Boolean).join(' · ');
  const text = userAgent.trim();
  return text.length > FALLBACK_LENGTH ? `${text.slice(0, FALLBACK_LENGTH)}…` : text;
}
