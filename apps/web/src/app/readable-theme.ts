import type { ThemeConfig } from 'antd';
import { readableColour } from '../lib/readable-colour';

/**
 * The console's antd theme, tuned once for WCAG 2.1 AA contrast (4.5:1 for text) instead of page by
 * page. antd's defaults miss it in a few tokens every screen uses: the primary blue (4.1:1 under
 * white text), the tertiary/description grey at 45 % black (2.8:1), and the status colours used as
 * text (error red 3.6:1, success green 2.4:1, warning orange 2.2:1). The primary colour comes from
 * the domain, already darkened by readableColour; the status colours get the same treatment.
 */
export function readableTheme(colorPrimary: string, motion = true): ThemeConfig {
  return {
    token: {
      // Off when the user prefers reduced motion (lib/reduced-motion.ts).
      motion,
      colorPrimary,
      colorLink: colorPrimary,
      // 55 % black on white is #737373, 4.7:1; secondary text (65 %) already passes.
      colorTextTertiary: 'rgba(0, 0, 0, 0.55)',
      colorTextDescription: 'rgba(0, 0, 0, 0.55)',
      // Select and cascader placeholders are text that axe measures (25 % black is 1.8:1).
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      // Tags and badges in the 处理中 state write the info colour on its tint.
      colorInfo: readableColour('#1677ff'),
      colorError: readableColour('#ff4d4f'),
      colorSuccess: readableColour('#52c41a'),
      // antd derives a status's tint from its colour; from the darkened green it derives a grey-green
      // (#b7bdb1) under which the green text reads 2.7:1. The default tint reads 4.9:1.
      colorSuccessBg: '#f6ffed',
      colorSuccessBorder: '#b7eb8f',
      colorWarning: readableColour('#faad14'),
    },
  };
}
