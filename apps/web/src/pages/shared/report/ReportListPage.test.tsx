import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../../resources/testing/render-resource';
import { installFakeApi, listPayload } from '../../../test/fake-api';
import { setUpSignedInSuite, signInWith } from '../../../test/session';
import { label } from '../../../widgets/testing/render-widget';
import ReportListPage, { CANCEL_CONFIRM } from './ReportListPage';

setUpSignedInSuite();
vi.setConfig({ testTimeout: 30_000 });

const TASK = {
  report_type: 1,
  format: 'csv',
  row_count: 1200,
  create_time: 1_700_000_000,
  expire_time: null,
  error: null,
  download_url: null,
};
const RUNNING = { ...TASK, id: 1, report_name: '停车记录-生成中', status: 1, progress: 400 };
const DONE = {
  ...TASK,
  id: 2,
  report_name: '停车记录-已完成',
  status: 2,
  progress: 1200,
  expire_time: 1_700_600_000,
  download_url: '/api/report/download?id=2',
};

function serve() {
  return installFakeApi({
    'GET /api/report/list': () => listPayload([RUNNING, DONE], 2, 1, 20),
    'PUT /api/report/cancel': () => new Response(JSON.stringify({ code: 1002, message: '成功' })),
  });
}

const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

describe('ReportListPage', () => {
  it('offers 取消 on an export still running, not on a finished one', async () => {
    signInWith(['universal:report:basic']);
    serve();
    renderResource(<ReportListPage />, { route: '/account/report/list' });
    expect(within(await rowOf('停车记录-生成中')).getByRole('button', { name: label('取消') })).toBeTruthy();
    expect(within(await rowOf('停车记录-已完成')).queryByRole('button', { name: label('取消') })).toBeNull();
  });

  it('取消 asks first, then cancels the task by its id and reloads the list', async () => {
    signInWith(['universal:report:basic']);
    const server = serve();
    const { user } = renderResource(<ReportListPage />, { route: '/account/report/list' });
    await user.click(within(await rowOf('停车记录-生成中')).getByRole('button', { name: label('取消') }));
    expect(await screen.findByText(CANCEL_CONFIRM)).toBeTruthy();
    expect(server.callsTo('PUT', '/api/report/cancel')).toHaveLength(0);
    const lists = server.callsTo('GET', '/api/report/list').length;
    await user.click(screen.getByRole('button', { name: label('确定') }));
    await waitFor(() =>
      expect(server.callsTo('PUT', '/api/report/cancel').map((call) => call.body)).toEqual([{ id: 1 }]),
    );
    await waitFor(() => expect(server.callsTo('GET', '/api/report/list').length).toBeGreaterThan(lists));
  });
});
