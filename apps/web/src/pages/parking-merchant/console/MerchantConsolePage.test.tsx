import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderResource } from '../../../resources/testing/render-resource';
import { installFakeApi, listPayload } from '../../../test/fake-api';
import { setUpSignedInSuite } from '../../../test/session';
import MerchantConsolePage from './MerchantConsolePage';

setUpSignedInSuite(['parking:console:view', 'parking:park:list']);
vi.setConfig({ testTimeout: 30_000 });

const PARKS = [
  { id: 1, name: '福田中心停车场', g_park_uuid: 'uuid-1' },
  { id: 2, name: '南山科技园停车场', g_park_uuid: 'uuid-2' },
];

function serve() {
  return installFakeApi({
    'GET /api/park/simple-list': () => ({ row: PARKS }),
    'GET /api/park/list': ({ query }) =>
      listPayload(PARKS.filter((park) => park.g_park_uuid === query.get('g_park_uuid'))),
    'GET /api/parking/console/overview': ({ query }) => {
      const park = PARKS.find((p) => p.id === Number(query.get('park_id')))!;
      return {
        park: { id: park.id, name: park.name, total_spaces: 50, charge_mode: 1, status: 1 },
        in_lot: 0,
        free_spaces: 50,
        entries_today: 0,
        exits_today: 0,
        income_today: 0,
        cars: [],
        events: [],
        refreshed_at: 1_700_000_000,
      };
    },
  });
}

describe('merchant lot console', () => {
  it('asks for a park first, then keeps the chosen one in the URL', async () => {
    serve();
    renderResource(<MerchantConsolePage />, { route: '/parking-merchant/manage/console' });
    expect(screen.getByText('请先选择车场，查看其实时概况')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('南山科技园停车场'));
    await waitFor(() =>
      expect(currentLocation()).toBe('/parking-merchant/manage/console?g_park_uuid=uuid-2'),
    );
    expect(await screen.findByRole('heading', { name: '南山科技园停车场' })).toBeTruthy();
  });

  it('opens the park the URL names, with its name in the selector', async () => {
    serve();
    renderResource(<MerchantConsolePage />, { route: '/parking-merchant/manage/console?g_park_uuid=uuid-1' });
    expect(await screen.findByRole('heading', { name: '福田中心停车场' })).toBeTruthy();
    expect(screen.getByTitle('福田中心停车场')).toBeTruthy();
  });
});
