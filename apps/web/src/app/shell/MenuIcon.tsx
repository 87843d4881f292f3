import { createElement, useEffect, useState } from 'react';
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
 * A menu's icon, hidden from screen readers: the menu's text already names the entry. Until its chunk
 * arrives an empty box of the icon's size holds the place, so the menu text does not shift.
 */
export function MenuIcon({ name }: { name: string | undefined }) {
  const [, arrived] = useState(0);
  useEffect(() => {
    if (!name || loaded.has(name)) return;
    let live = true;
    void loadIcon(name).then(() => live && arrived((count) => count + 1));
    return () => {
      live = false;
    };
  }, [name]);
  if (!name || !MENU_ICON_LOADERS[name]) return null;
  // A component from the module-level cache of loaded chunks: its identity never changes once set.
  const icon = loaded.get(name);
  return icon ? (
    createElement(icon, { 'aria-hidden': true })
  ) : (
    <span className="anticon" aria-hidden style={{ width: '1em', height: '1em' }} />
  );
}
