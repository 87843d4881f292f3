import { invoiceTitleSettings } from '@console/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../resources/testing/render-resource';
import { installFakeApi } from '../../test/fake-api';
import { setUpSignedInSuite } from '../../test/session';
import { label } from '../../widgets/testing/render-widget';
import ResourceViewPage from './ResourceViewPage';

// 发票抬头 is served by the catalogue row alone: a settings document of the signed-in merchant.
setUpSignedInSuite(['account:invoice-title:list', 'account:invoice-title:update']);
vi.setConfig({ testTimeout: 60_000 });

const UPDATE = '/api/account/invoice/config/update';

function serve() {
  return installFakeApi({
    'GET /api/account/invoice/config/detail': () => ({
      merchant_id: 3,
      owner_name: '福田停车管理有限公司',
      value: invoiceTitleSettings.defaults,
      update_time: 0,
      saved: false,
    }),
    [`PUT ${UPDATE}`]: () => null,
  });
}

describe('a merchant settings screen from its catalogue row (发票抬头)', () => {
  it('reads the signed-in merchant’s title without naming an owner, and saves the whole document', async () => {
    const server = serve();
    const { user } = renderResource(<ResourceViewPage />, { route: '/account/invoice/config' });
    expect(await screen.findByText('发票抬头 · 福田停车管理有限公司')).toBeTruthy();
    expect([...server.callsTo('GET', '/api/account/invoice/config/detail')[0]!.query.keys()]).toEqual([]);

    await user.click(screen.getByRole('button', { name: label('编辑') }));
    await user.type(screen.getByLabelText('发票抬头'), '福田停车管理有限公司');
    await user.type(screen.getByLabelText('税号'), '12345');
    await user.click(screen.getByRole('button', { name: label('保存') }));
    expect(await screen.findByText('请输入正确的统一社会信用代码')).toBeTruthy();
    await user.clear(screen.getByLabelText('税号'));
    await user.type(screen.getByLabelText('税号'), '91440300708461136T');
    await user.type(screen.getByLabelText('接收邮箱'), 'finance@futian-parking.cn');
    await user.click(screen.getByRole('button', { name: label('保存') }));
    await user.click(await screen.findByRole('button', { name: label('确定') }));
    await waitFor(() => expect(server.callsTo('PUT', UPDATE)).toHaveLength(1));
    // Blank fields are left out of the call (spec 01); the server saves them blank.
    expect(server.callsTo('PUT', UPDATE)[0]!.body).toEqual({
      title_type: 1,
      title: '福田停车管理有限公司',
      tax_no: '91440300708461136T',
      email: 'finance@futian-parking.cn',
    });
  });
});
