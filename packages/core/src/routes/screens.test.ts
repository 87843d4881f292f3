import { describe, expect, it } from 'vitest';
import { ROUTE_CATALOGUE } from './catalogue.js';
import { parseScreen } from './screens.js';

describe('screen ids', () => {
  it('tell a resource view from a page module', () => {
    expect(parseScreen('parking/record:detail')).toEqual({
      kind: 'resource',
      resource: 'parking/record',
      view: 'detail',
    });
    expect(parseScreen('account/contract:list')).toMatchObject({
      resource: 'account/contract',
      view: 'list',
    });
    expect(parseScreen('parking/LotConsolePage')).toEqual({
      kind: 'module',
      id: 'parking/LotConsolePage',
      area: 'parking',
    });
  });

  it.each([
    'parking/record:view',
    'parking/lotConsolePage',
    'LotConsolePage',
    'parking/Lot/Page',
    ':list',
    '',
  ])('refuse %j', (id) => expect(parseScreen(id)).toBeUndefined());

  it('every screen a route names parses, and a resource view is the view of the route’s type', () => {
    for (const route of ROUTE_CATALOGUE) {
      if (route.screen === undefined) continue;
      const screen = parseScreen(route.screen);
      expect(screen, `${route.path}: ${route.screen}`).toBeDefined();
      if (screen?.kind !== 'resource') continue;
      // An action page is the catalogue's edit-type row beside the list (采集审核 is an edit of the row).
      if (screen.view === 'action') expect(route.type, route.path).toBe('edit');
      // A settings document is the whole screen of its row, whatever the catalogue calls it (发票抬头 is a list).
      else if (screen.view === 'settings') expect(route.hidden, route.path).toBe(false);
      else expect(screen.view, route.path).toBe(route.type);
    }
  });
});
