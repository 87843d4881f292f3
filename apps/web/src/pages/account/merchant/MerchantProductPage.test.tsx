import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../../resources/testing/render-resource';
import { envelope, installFakeApi, jsonResponse, listPayload } from '../../../test/fake-api';
import { setUpSignedInSuite } from '../../../test/session';
import { label } from '../../../widgets/testing/render-widget';
import MerchantProductPage from './MerchantProductPage';

setUpSignedInSuite(['account:merchant:product:list', 'account:merchant:product:update']);
vi.setConfig({ testTimeout: 30_000 });

const ROWS = [
  { product: 'parking', label: '智慧停车', enabled: 0, grantable: 1 },
  { product: 'invoice', label: '电子发票', enabled: 1, grantable: 1 },
  { product: 'advertising', label: '广告', enabled: 1, grantable: 0 },
];

describe('MerchantProductPage', () => {
  it('ticks the enabled products, locks those the caller lacks and saves the grantable choice', async () => {
    const server = installFakeApi({
      'GET /api/account/merchant/product/list': () => listPayload(ROWS, 3, 1, 3),
      'PUT /api/account/merchant/grant': () => null,
    });
    const { user } = renderResource(<MerchantProductPage />, {
      route: '/account/merchant/detail/product?id=9',
    });

    const parking = await screen.findByRole('checkbox', { name: '智慧停车' });
    expect((parking as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: '电子发票' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /广告/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('已开通（由上级开通）')).toBeTruthy();
    expect(server.callsTo('GET', '/api/account/merchant/product/list')[0]!.query.get('id')).toBe('9');

    await user.click(parking);
    await user.click(screen.getByRole('button', { name: label('保存') }));
    await user.click(await screen.findByRole('button', { name: label('确定') }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/account/merchant/grant')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/account/merchant/grant')[0]!.body).toEqual({
      id: 9,
      products: ['invoice', 'parking'],
    });
    expect(await screen.findByText('保存成功，该商户账号下次操作时生效')).toBeTruthy();
  });

  it('says the merchant is missing when it is out of scope', async () => {
    installFakeApi({
      'GET /api/account/merchant/product/list': () =>
        jsonResponse(404, envelope(undefined, 2404, '商户不存在')),
    });
    renderResource(<MerchantProductPage />, { route: '/account/merchant/detail/product?id=9' });
    expect(await screen.findByText('数据不存在或无权查看')).toBeTruthy();
  });
});
