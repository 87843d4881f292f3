import { roleResource } from '@console/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, jsonResponse } from '../../test/fake-api';
import { setUpSignedInSuite } from '../../test/session';
import { renderResource } from '../testing/render-resource';
import { ResourceDetailPage } from './ResourceDetailPage';

setUpSignedInSuite(['account:role:list']);

describe('ResourceDetailPage', () => {
  it('shows the definition’s sections with values rendered by kind', async () => {
    installFakeApi({
      'GET /api/account/role/detail': () => ({
        id: 5,
        name: '收费员',
        description: '',
        permissions: ['account:role:list', 'parking:record:list'],
        create_time: 1_700_000_000,
        update_time: 0,
      }),
    });
    renderResource(<ResourceDetailPage resource={roleResource} />, { route: '/detail?id=5' });
    expect(await screen.findByText('收费员')).toBeTruthy();
    expect(screen.getByText('基本信息')).toBeTruthy();
    expect(screen.getByText('2023-11-15 06:13:20')).toBeTruthy();
    expect(screen.getByText('角色列表')).toBeTruthy();
    expect(screen.getByText('停车记录列表')).toBeTruthy();
  });

  it('says 数据不存在或无权查看 for a 404, quietly', async () => {
    installFakeApi({
      'GET /api/account/role/detail': () =>
        jsonResponse(404, { code: 2404, message: '角色不存在', seqno: 's' }),
    });
    renderResource(<ResourceDetailPage resource={roleResource} />, { route: '/detail?id=6' });
    expect(await screen.findByText('数据不存在或无权查看')).toBeTruthy();
    expect(screen.queryByText('角色不存在')).toBeNull();
  });

  it('treats a malformed id as missing without asking the server', async () => {
    const server = installFakeApi({});
    renderResource(<ResourceDetailPage resource={roleResource} />, { route: '/detail?id=abc' });
    expect(await screen.findByText('数据不存在或无权查看')).toBeTruthy();
    expect(server.callsTo('GET', '/api/account/role/detail')).toHaveLength(0);
  });
});
