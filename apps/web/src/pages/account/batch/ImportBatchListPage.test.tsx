import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../../resources/testing/render-resource';
import { installFakeApi, listPayload } from '../../../test/fake-api';
import { setUpSignedInSuite, signInWith } from '../../../test/session';
import { label } from '../../../widgets/testing/render-widget';
import ImportBatchListPage from './ImportBatchListPage';

setUpSignedInSuite();
vi.setConfig({ testTimeout: 30_000 });

const BATCH = {
  merchant_id: 3,
  name: '月卡车辆导入',
  total: 1200,
  error: null,
  create_time: 1_700_000_000,
  finish_time: null,
};
const RUNNING = {
  ...BATCH,
  id: 1,
  batch_no: 'B-RUN',
  status: 1,
  ok_count: 495,
  error_count: 5,
  progress: 41,
};
const DONE = {
  ...BATCH,
  id: 2,
  batch_no: 'B-DONE',
  status: 2,
  ok_count: 1188,
  error_count: 12,
  progress: 100,
};

function serve() {
  return installFakeApi({
    'GET /api/batch/batch/list': () => listPayload([RUNNING, DONE], 2, 1, 20),
    'PUT /api/batch/batch/abort': () => new Response(JSON.stringify({ code: 1002, message: '成功' })),
    'DELETE /api/batch/batch': () => new Response(JSON.stringify({ code: 1002, message: '成功' })),
  });
}

const rowOf = async (batchNo: string) =>
  (await screen.findByRole('cell', { name: batchNo })).closest('tr') as HTMLElement;

describe('ImportBatchListPage', () => {
  it('shows 进度 as a bar, 终止 on a running batch and 删除 on an ended one', async () => {
    signInWith(['account:batch:list', 'account:batch:detail', 'account:batch:abort']);
    serve();
    renderResource(<ImportBatchListPage />, { route: '/account/report/batch' });
    const running = await rowOf('B-RUN');
    expect(within(running).getByRole('progressbar', { name: '导入进度' }).getAttribute('aria-valuenow')).toBe(
      '41',
    );
    expect(within(running).getByRole('button', { name: label('终止') })).toBeTruthy();
    expect(within(running).queryByRole('button', { name: label('删除') })).toBeNull();
    const done = await rowOf('B-DONE');
    expect(within(done).getByRole('progressbar', { name: '导入进度' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    expect(within(done).getByRole('button', { name: label('删除') })).toBeTruthy();
    expect(within(done).queryByRole('button', { name: label('终止') })).toBeNull();
  });

  it('终止 asks first, then stops the batch by its number and reloads the list', async () => {
    signInWith(['account:batch:list', 'account:batch:detail', 'account:batch:abort']);
    const server = serve();
    const { user } = renderResource(<ImportBatchListPage />, { route: '/account/report/batch' });
    await user.click(within(await rowOf('B-RUN')).getByRole('button', { name: label('终止') }));
    expect(
      await screen.findByText('确定终止该导入任务吗？已导入的行会保留，其余的行不再导入。'),
    ).toBeTruthy();
    expect(server.callsTo('PUT', '/api/batch/batch/abort')).toHaveLength(0);
    const lists = server.callsTo('GET', '/api/batch/batch/list').length;
    await user.click(screen.getByRole('button', { name: label('确定') }));
    await waitFor(() =>
      expect(server.callsTo('PUT', '/api/batch/batch/abort').map((call) => call.body)).toEqual([
        { batch_no: 'B-RUN' },
      ]),
    );
    await waitFor(() => expect(server.callsTo('GET', '/api/batch/batch/list').length).toBeGreaterThan(lists));
  });

  it('删除 asks first, then removes the ended batch’s record', async () => {
    signInWith(['account:batch:list', 'account:batch:detail', 'account:batch:abort']);
    const server = serve();
    const { user } = renderResource(<ImportBatchListPage />, { route: '/account/report/batch' });
    await user.click(within(await rowOf('B-DONE')).getByRole('button', { name: label('删除') }));
    expect(await screen.findByText('确定删除该导入任务的记录吗？已导入的数据不受影响。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: label('确定') }));
    await waitFor(() =>
      expect(server.callsTo('DELETE', '/api/batch/batch').map((call) => call.body)).toEqual([
        { batch_no: 'B-DONE' },
      ]),
    );
  });

  it('offers neither without the abort code', async () => {
    signInWith(['account:batch:list', 'account:batch:detail']);
    serve();
    renderResource(<ImportBatchListPage />, { route: '/account/report/batch' });
    const running = await rowOf('B-RUN');
    expect(within(running).queryByRole('button', { name: label('终止') })).toBeNull();
    expect(within(await rowOf('B-DONE')).queryByRole('button', { name: label('删除') })).toBeNull();
  });
});
