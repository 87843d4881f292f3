import { ROUTE_CATALOGUE, TOP_MENUS } from '@console/core';
import { describe, expect, it } from 'vitest';
import { MENU_ICON_LOADERS } from './menu-icons';

describe('menu icons', () => {
  it('has a loader for every icon the catalogue names', () => {
    const named = new Set<string>();
    for (const route of ROUTE_CATALOGUE) if (route.icon) named.add(route.icon);
    for (const top of TOP_MENUS) {
      named.add(top.icon);
      for (const slot of top.sidebar) if (typeof slot !== 'string') named.add(slot.icon);
    }
    const missing = [...named].filter((name) => !MENU_ICON_LOADERS[name]);
    expect(missing).toEqual([]);
  });

  it('loads each icon as the component its name promises', async () => {
    const names = Object.keys(MENU_ICON_LOADERS);
    const modules = await Promise.all(names.map((name) => MENU_ICON_LOADERS[name]!()));
    // Each icon component carries its name (the icons set it outside production builds).
    expect(modules.map((m) => (m.default as { displayName?: string }).displayName)).toEqual(names);
  });
});
