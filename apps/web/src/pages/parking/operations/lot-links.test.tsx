import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderResource } from '../../../resources/testing/render-resource';
import { installFakeApi, listPayload } from '../../../test/fake-api';
import { setUpSignedInSuite } from '../../../test/session';
import { LotAclListPage } from './LotConfigPages';

setUpSignedInSuite(['parking:acl:list', 'parking:acl:create', 'parking:acl:update']);
// A lot list renders the gate, then the table: slow on a busy machine, so the waits are generous.
vi.setConfig({ testTimeout: 30_000 });

const PARK = { id: 9, name: '福田中心停车场', g_park_uuid: 'uuid-9', total_spaces: 120 };
const LOT_QUERY = 'g_park_uuid=uuid-9&park_name=%E7%A6%8F%E7%94%B0';

describe('links inside the lot group', () => {
  it('carry the lot into a row action and the add link of a lot list', async () => {
    installFakeApi({
      'GET /api/park/list': () => listPayload([PARK]),
      'GET /api/parking/acl/list': () =>
        listPayload([
          {
            id: 7,
            park_id: 9,
            park_name: PARK.name,
            grantee_kind: 1,
            grantee_no: '300001',
            grantee_name: '物业公司',
            scopes: 'record',
            expire_time: 0,
            status: 1,
          },
        ]),
    });
    const { user } = renderResource(<LotAclListPage />, {
      route: `/parking/manage/config/acl?${LOT_QUERY}&page_index=2`,
    });
    expect(await screen.findByText('物业公司', {}, { timeout: 20_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '编辑' }));
    expect(currentLocation()).toBe(`/parking/manage/config/acl/edit?id=7&${LOT_QUERY}`);
    // The list stays on screen here; from the edit page's URL the row's id stays behind.
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    expect(currentLocation()).toBe(`/parking/manage/config/acl/create?${LOT_QUERY}`);
  });
});
