import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../../resources/testing/render-resource';
import { installFakeApi, listPayload } from '../../../test/fake-api';
import { setUpSignedInSuite } from '../../../test/session';
import { MerchantCreatePage } from './MerchantFormPage';

setUpSignedInSuite(['account:merchant:list', 'account:merchant:create']);
vi.setConfig({ testTimeout: 30_000 });

const KINDS = [
  { value: 'merchant', label: '商户' },
  { value: 'group', label: '集团客户' },
];

describe('MerchantCreatePage', () => {
  it('offers only the 商户类型 the server answers for the caller, never 平台运营', async () => {
    const server = installFakeApi({
      'GET /api/account/merchant/kinds': () => listPayload(KINDS, 2, 1, 2),
    });
    const { user } = renderResource(<MerchantCreatePage />, { route: '/merchant/merchant/create' });

    const item = (await screen.findByText('商户类型', {}, { timeout: 15_000 })).closest('.ant-form-item');
    await waitFor(() => expect(server.callsTo('GET', '/api/account/merchant/kinds')).toHaveLength(1));
    await user.click(within(item as HTMLElement).getByRole('combobox'));
    // The drawn options (antd's listbox for screen readers names values, not labels).
    const drawn = () =>
      [...document.querySelectorAll('.ant-select-item-option-content')].map((option) => option.textContent);
    await waitFor(() => expect(drawn()).toEqual(['商户', '集团客户']));
    expect(screen.queryByText('平台运营')).toBeNull();
  });
});
