import { subAccountResource } from '@console/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api';
import { setUpSignedInSuite, signInWith } from '../../test/session';
import { label } from '../../widgets/testing/render-widget';
import { renderResource } from '../testing/render-resource';
import { ResourceImportButton } from './ResourceImportButton';

setUpSignedInSuite();
vi.setConfig({ testTimeout: 30_000 });

const SUMMARY = {
  name: '子账号导入',
  param: [],
  columns: ['账号', '姓名', '手机号', '登录密码'],
  template_url: '/api/batch/rt/template?uuid=account%2Fsub-account',
};

describe('ResourceImportButton', () => {
  it('is offered only with both the import and the create code', () => {
    signInWith(['account:sub-account:create']);
    installFakeApi({});
    renderResource(<ResourceImportButton resource={subAccountResource} />);
    expect(screen.queryByRole('button', { name: label('导入') })).toBeNull();
  });

  it('opens the dialog with the template link and asks for the file before submitting', async () => {
    signInWith(['account:sub-account:create', 'account:batch:create']);
    const server = installFakeApi({ 'GET /api/batch/rt/summary': () => SUMMARY });
    const { user } = renderResource(<ResourceImportButton resource={subAccountResource} />);
    await user.click(screen.getByRole('button', { name: label('导入') }));
    const dialog = await screen.findByRole('dialog');
    const template = await within(dialog).findByRole('link', { name: '下载导入模板' });
    expect(template.getAttribute('href')).toBe(SUMMARY.template_url);
    expect(within(dialog).getByText(/账号、姓名、手机号、登录密码/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: label('开始导入') }));
    expect(await within(dialog).findByText('请上传要批量导入的文件')).toBeTruthy();
    expect(server.callsTo('POST', '/api/batch/batch')).toHaveLength(0);
  });

  it('offers a select parameter’s choices from batch/rt/param/value, narrowed by what is typed', async () => {
    signInWith(['account:sub-account:create', 'account:batch:create']);
    const parks = [
      { value: 7, name: '万象城停车场' },
      { value: 9, name: '海岸城停车场' },
    ];
    const server = installFakeApi({
      'GET /api/batch/rt/summary': () => ({
        ...SUMMARY,
        param: [
          {
            key: 'park_id',
            name: '车场',
            value: null,
            regex: null,
            type: 1,
            description: '导入的数据都属于所选车场',
          },
        ],
      }),
      'GET /api/batch/rt/param/value': (call) => {
        const keywords = call.query.get('keywords') ?? '';
        return { row: parks.filter((park) => park.name.includes(keywords)) };
      },
    });
    const { user } = renderResource(<ResourceImportButton resource={subAccountResource} />);
    await user.click(screen.getByRole('button', { name: label('导入') }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: label('开始导入') }));
    expect(await within(dialog).findByText('请选择车场')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('车场'), '海岸');
    // The server narrows once typing pauses; until then the first choices stay.
    await waitFor(() => expect(screen.queryByTitle('万象城停车场')).toBeNull());
    expect(screen.getByTitle('海岸城停车场')).toBeTruthy();
    const asked = server.callsTo('GET', '/api/batch/rt/param/value');
    expect(asked.at(-1)?.query.get('uuid')).toBe('account/sub-account');
    expect(asked.at(-1)?.query.get('key')).toBe('park_id');
    expect(asked.at(-1)?.query.get('keywords')).toBe('海岸');
  });
});
