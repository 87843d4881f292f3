import { createElement, useEffect, useRef, useState } from 'react';
import { MENU_ICON_LOADERS, type MenuIconComponent } from './menu-icons';

const loaded = new Map<string, MenuIconComponent>();
const pending = new Map<string, Promise<MenuIconComponent | undefined>>();

/** Loads an icon once; a failed chunk leaves the entry without its icon rather than breaking the menu. */
function loadIcon(name: string): Promise<MenuIconComponent | undefined> {
  const load = MENU_ICON_LOADERS[name];
  if (!load) return Promise.resolve(undefined);
  let promise = pending.get(name);
  if (!promise) {
    promise = load().then(
      (module) => {
        loaded.set(name, module.default);
        return module.default;
      },
      () => undefined,
    );
    pending.set(name, promise);
  }
  return promise;
}

/**
 * Calls `show` once the element is on screen. The top menu renders every module's entry, those under
 * 更多 too (hidden until the list opens, and the ones the bar has no room for), so an icon waits to be
 * seen before its chunk is fetched: an account with many modules loaded a dozen drawings nobody saw.
 * A zero-sized intersection (an entry the bar folds away, clipped to nothing) does not count. Without
 * IntersectionObserver (tests) it shows at once.
 */
function whenOnScreen(element: Element, show: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    show();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio > 0)) return;
    observer.disconnect();
    show();
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A menu's icon, hidden from screen readers: the menu's text already names the entry. Until its chunk
 * arrives (it is asked for when the entry is first on screen) an empty box of the icon's size holds
 * the place, so the menu text does not shift.
 */
export function MenuIcon({ name }: { name: string | undefined }) {
  const [, arrived] = useState(0);
  const placeholder = useRef<HTMLSpanElement>(null);
  const known = name !== undefined && MENU_ICON_LOADERS[name] !== undefined;
  const icon = name ? loaded.get(name) : undefined;
  useEffect(() => {
    if (!name || !known || icon || !placeholder.current) return;
    let live = true;
    const stop = whenOnScreen(placeholder.current, () => {
      void loadIcon(name).then(() => live && arrived((count) => count + 1));
    });
    return () => {
      live = false;
      stop();
    };
  }, [name, known, icon]);
  if (!known) return null;
  // A component from the module-level cache of loaded chunks: its identity never changes once set.
  return icon ? (
    createElement(icon, { 'aria-hidden': true })
  ) : (
    <span ref={placeholder} className="anticon" aria-hidden style={{ width: '1em', height: '1em' }} />
  );
}
