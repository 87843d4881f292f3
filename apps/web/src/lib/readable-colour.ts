/**
 * WCAG 2.1 AA asks 4.5:1 between text and its background. The primary colour is both a background
 * (white text on primary buttons, selected menu items) and a text colour on white (links, link
 * buttons), so one darkening that gives white 4.5:1 on it fixes both, whatever colour a domain
 * configures. antd's default blue #1677ff reaches only 4.1:1.
 */
export const DEFAULT_PRIMARY = '#1677ff';
// A little above 4.5 so rounding in a checker never lands a hair below the line.
const AA_NORMAL_TEXT = 4.6;

type Rgb = [number, number, number];

function parse(colour: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3,8})$/i.exec(colour)?.[1];
  if (hex && (hex.length === 3 || hex.length === 4)) {
    return [0, 1, 2].map((i) => parseInt(hex[i]! + hex[i]!, 16)) as Rgb;
  }
  if (hex && (hex.length === 6 || hex.length === 8)) {
    return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(colour);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])].map((c) => Math.min(255, c)) as Rgb;
  return undefined;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio of white against the colour. */
export function contrastWithWhite(colour: string): number {
  const rgb = parse(colour);
  return rgb ? 1.05 / (luminance(rgb) + 0.05) : 1;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour itself when white text on it already reads at 4.5:1; otherwise the same hue darkened
 * in small steps until it does. Unparseable or missing colours start from antd's default blue.
 */
export function readableColour(colour: string | undefined): string {
  const start = (colour && parse(colour)) || parse(DEFAULT_PRIMARY)!;
  let rgb = start;
  for (let k = 1; 1.05 / (luminance(rgb) + 0.05) < AA_NORMAL_TEXT; k -= 0.01) {
    rgb = start.map((c) => c * k) as Rgb;
  }
  return rgb === start && colour ? colour : toHex(rgb);
}
