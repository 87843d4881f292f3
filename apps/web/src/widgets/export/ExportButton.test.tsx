import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/request';
import { envelope, installFakeApi, jsonResponse } from '../../test/fake-api';
import { label, renderWidget } from '../testing/render-widget';
import { setUpSignedInSuite } from '../../test/session';
import { ExportButton } from './ExportButton';

setUpSignedInSuite(['parking:record:export']);

const QUEUED = '导出任务已提交，可在报表中心查看进度';
const exportRecords = () => api.post('parking/record/export', { park_id: 12, plate: '' });

function renderButton(answer: () => unknown) {
  const server = installFakeApi({ 'POST /api/parking/record/export': answer });
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  renderWidget(<ExportButton request={exportRecords} permission="parking:record:export" />);
  return { server, open, user: userEvent.setup() };
}

describe('ExportButton', () => {
  it('opens the queued dialog on 1001 and goes to the report centre in a new tab', async () => {
    const { server, open, user } = renderButton(() => null);
    await user.click(screen.getByRole('button', { name: label('导出') }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(QUEUED);
    expect(server.callsTo('POST', '/api/parking/record/export')[0]!.body).toEqual({ park_id: 12 });

    await user.click(screen.getByRole('button', { name: '去报表中心' }));
    expect(open).toHaveBeenCalledWith('/account/report/list', '_blank', 'noopener');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the dialog on 取消 without leaving the page', async () => {
    const { open, user } = renderButton(() => null);
    await user.click(screen.getByRole('button', { name: label('导出') }));
    await screen.findByText(QUEUED);
    await user.click(screen.getByRole('button', { name: label('取消') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).not.toHaveBeenCalled();
  });

  it('sends a failure to the error display and opens no dialog', async () => {
    const { user } = renderButton(() =>
      jsonResponse(409, { ...envelope(undefined, 1409, '导出条件超出范围'), hint: '请缩小时间范围' }),
    );
    await user.click(screen.getByRole('button', { name: label('导出') }));
    expect(await screen.findByText('导出条件超出范围')).toBeTruthy();
    expect(screen.getByText('请缩小时间范围')).toBeTruthy();
    expect(screen.queryByText(QUEUED)).toBeNull();
  });

  it('sends another success code (1002) to the generic display too', async () => {
    const { user } = renderButton(() => jsonResponse(200, envelope(undefined, 1002, '没有可导出的数据')));
    await user.click(screen.getByRole('button', { name: label('导出') }));
    expect(await screen.findByText('没有可导出的数据')).toBeTruthy();
    expect(screen.queryByText(QUEUED)).toBeNull();
  });

  it('is hidden without the export permission', () => {
    installFakeApi({});
    renderWidget(<ExportButton request={exportRecords} permission="invoice:invoice:export" />);
    expect(screen.queryByRole('button', { name: label('导出') })).toBeNull();
  });
});
