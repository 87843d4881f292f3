// Stands in for antd's color-picker/components/ColorPresets.js where antd's Button and Tag styles
// import it for one helper, `isBright` (vite.config.ts, `antdStandIns`). That module also holds the
// presets panel, which imports Collapse, and the build kept Collapse (~5 KiB gzip) on every page with
// a button. Same code as antd's. The Color class comes from its own file, not the colour picker's
// index: the shell's libraries chunk takes what its modules import (vite.config.ts).
import { Color as RcColor } from '@rc-component/color-picker/es/color';

interface RgbColor {
  toRgb(): { r: number; g: number; b: number; a: number };
  toRgbString(): string;
}

export const isBright = (value: RgbColor, bgColorToken: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  // Adapted to dark mode.
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
