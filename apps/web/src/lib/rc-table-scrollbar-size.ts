// Stands in for @rc-component/util where rc-table's Table imports it (vite.config.ts, `antdStandIns`):
// the same helpers, with getTargetScrollBarSize measured once per kind of scroll area rather than on
// every mount. The table measures its body's scrollbar in a layout effect, and <Activity> runs layout
// effects again each time a kept page shows: each measurement inserted a <style> and a probe <div>,
// read the probe's size and removed both, so the browser restyled the whole document and laid it out
// in the middle of every return to a kept list, and restyled it again before the paint.
import { getTargetScrollBarSize as measure } from '@rc-component/util';

export * from '@rc-component/util';

type Size = ReturnType<typeof measure>;

/**
 * Sizes by the area's classes, which carry its scrollbar styles (antd's table body has no inline
 * ones), and the zoom. Not by its computed style: reading that in a layout effect would restyle the
 * document mid-commit, which is what this avoids.
 */
const measured = new Map<string, Size>();

export function getTargetScrollBarSize(target: HTMLElement | null): Size {
  // No element measures as no scrollbar, under a key of its own.
  const key = `${target?.className} ${devicePixelRatio}`;
  let size = measured.get(key);
  if (!size) measured.set(key, (size = measure(target as HTMLElement)));
  return size;
}
