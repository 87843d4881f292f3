import { ROUTE_CATALOGUE, TOP_MENUS } from '@console/core';
import { describe, expect, it } from 'vitest';
import { MENU_ICONS } from './menu-icons';

describe('menu icons', () => {
  it('has a component for every icon the catalogue names', () => {
    const named = new Set<string>();
    for (const route of ROUTE_CATALOGUE) if (route.icon) named.add(route.icon);
    for (const top of TOP_MENUS) {
      named.add(top.icon);
      for (const slot of top.sidebar) if (typeof slot !== 'string') named.add(slot.icon);
    }
    const missing = [...named].filter((name) => !MENU_ICONS[name]);
    expect(missing).toEqual([]);
  });
});
