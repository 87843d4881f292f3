import { subAccountResource } from '@console/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test/fake-api';
import { setUpSignedInSuite, signInWith } from '../../test/session';
import { label } from '../../widgets/testing/render-widget';
import { renderResource } from '../testing/render-resource';
import { ImportDialog } from './ImportDialog';

setUpSignedInSuite();
vi.setConfig({ testTimeout: 30_000 });

const TIP = '仅支持 csv、xlsx 格式的文件，且不超过 5M';
const SUMMARY = {
  name: '子账号导入',
  param: [] as object[],
  columns: ['账号', '姓名', '手机号', '登录密码'],
  template_url: '/api/batch/rt/template?uuid=account%2Fsub-account',
};

async function openDialog(summary = SUMMARY) {
  signInWith(['account:sub-account:create', 'account:batch:create']);
  const server = installFakeApi({ 'GET /api/batch/rt/summary': () => summary });
  const view = renderResource(<ImportDialog resource={subAccountResource} onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('link', { name: '下载导入模板' });
  return { ...view, server, dialog };
}

/** The form's refusals shown in the dialog, under their fields (not the fields' own tips). */
const refusals = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);

/** Chooses a file as the browser would hand it over, whatever the input's accept says. */
function choose(dialog: HTMLElement, file: File) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('ImportDialog', () => {
  it('offers csv and xlsx only, and says so with the size limit', async () => {
    const { dialog } = await openDialog();
    expect(dialog.querySelector('input[type="file"]')!.getAttribute('accept')).toBe('.csv,.xlsx');
    expect(within(dialog).getByText(TIP)).toBeTruthy();
  });

  it.each([
    ['an old xls file', new File(['x'], '子账号.xls')],
    ['a file over 5M', new File([new Uint8Array(5_242_881)], '子账号.csv')],
  ])('refuses %s with the type and size tip, and sends nothing', async (_, file) => {
    const { dialog, server, user } = await openDialog();
    choose(dialog, file);
    await user.click(within(dialog).getByRole('button', { name: label('开始导入') }));
    await waitFor(() => expect(refusals(dialog)).toContain(TIP));
    expect(server.callsTo('POST', '/api/batch/batch')).toHaveLength(0);
  });

  it('asks for the file encoding when it is cleared (UTF-8 by default)', async () => {
    const { dialog, server, user } = await openDialog();
    expect(within(dialog).getByTitle('UTF-8')).toBeTruthy();
    choose(dialog, new File(['账号'], '子账号.csv'));
    const clear = dialog.querySelector<HTMLElement>('.ant-select-clear')!;
    await user.click(clear);
    await user.click(within(dialog).getByRole('button', { name: label('开始导入') }));
    await waitFor(() => expect(refusals(dialog)).toContain('请选择文件编码'));
    expect(refusals(dialog)).not.toContain(TIP);
    expect(server.callsTo('POST', '/api/batch/batch')).toHaveLength(0);
  });

  it('says 请输入正确的 and the name when a text parameter does not match its regex', async () => {
    const { dialog, server, user } = await openDialog({
      ...SUMMARY,
      param: [
        { key: 'contract_no', name: '合同编号', value: null, regex: '^\\d{8}$', type: 0, description: null },
      ],
    });
    await user.click(within(dialog).getByRole('button', { name: label('开始导入') }));
    await waitFor(() => expect(refusals(dialog)).toContain('请输入合同编号'));
    await user.type(within(dialog).getByLabelText('合同编号'), 'HT-1');
    await waitFor(() => expect(refusals(dialog)).toContain('请输入正确的合同编号'));
    await user.clear(within(dialog).getByLabelText('合同编号'));
    await user.type(within(dialog).getByLabelText('合同编号'), '20260101');
    await waitFor(() => expect(refusals(dialog)).not.toContain('请输入正确的合同编号'));
    expect(server.callsTo('POST', '/api/batch/batch')).toHaveLength(0);
  });
});
