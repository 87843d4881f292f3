/**
 * WCAG 2.1 AA asks 4.5:1 between text and its background. The primary colour is both a background
 * (white text on primary buttons, selected menu items) and a text colour on white (links, link
 * buttons), so one darkening that gives white 4.5:1 on it fixes both, whatever colour a domain
 * configures. antd's default blue #1677ff reaches only 4.1:1.
 */
export const DEFAULT_PRIMARY = '#1677ff';
// 4.5 against white is not enough: antd also writes the colour on its own lightest tint (selected
// menu items, tags, #e6f4ff for the default blue), about 10 % darker than white. 5.1 against white
// keeps that pairing above 4.5 too, with a little margin for rounding in a checker.
const TARGET_CONTRAST = 5.1;

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
 * The colour itself when white text on it already reads at 5.1:1; otherwise the same hue darkened
 * in small steps until it does. Unparseable or missing colours start from antd's default blue.
 */
export function readableColour(colour: string | undefined): string {
  const start = (colour && parse(colour)) || parse(DEFAULT_PRIMARY)!;
  let rgb = start;
  for (let k = 1; 1.05 / (luminance(rgb) + 0.05) < TARGET_CONTRAST; k -= 0.01) {
    // Rounded as it will be written, so the check holds for the hex that is returned.
    rgb = start.map((c) => Math.round(c * k)) as Rgb;
  }
  return rgb === start && colour ? colour : toHex(rgb);
}
