import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderResource } from '../../../resources/testing/render-resource';
import { installFakeApi, listPayload } from '../../../test/fake-api';
import { setUpSignedInSuite } from '../../../test/session';
import { label } from '../../../widgets/testing/render-widget';
import ImportBatchDetailPage from './ImportBatchDetailPage';

setUpSignedInSuite(['account:batch:list', 'account:batch:detail', 'account:batch:abort']);
vi.setConfig({ testTimeout: 30_000 });

const BATCH = {
  id: 5,
  batch_no: 'B-5',
  name: '月卡车辆导入',
  total: 1200,
  error: null,
  create_time: 1_700_000_000,
  finish_time: null,
};
const ROUTE = '/account/report/batch/detail?id=5';
const done = () => new Response(JSON.stringify({ code: 1002, message: '成功' }));
const percent = () => screen.getByRole('progressbar', { name: '导入进度' }).getAttribute('aria-valuenow');

describe('ImportBatchDetailPage', () => {
  it('moves its progress while the batch runs, and 终止 stops it by its number after asking', async () => {
    // Each read finds another chunk settled, as the job commits them.
    const reads = [
      { status: 1, ok_count: 495, error_count: 5 },
      { status: 1, ok_count: 990, error_count: 10 },
    ];
    let read = 0;
    const server = installFakeApi({
      'GET /api/batch/batch': () => ({ ...BATCH, ...reads[Math.min(read++, reads.length - 1)] }),
      'GET /api/batch/task/list': () => listPayload([], 0, 1, 20),
      'PUT /api/batch/batch/abort': done,
    });
    const { user } = renderResource(<ImportBatchDetailPage />, { route: ROUTE });
    await screen.findByText('B-5');
    expect(percent()).toBe('41');
    // Reloaded every 2 s while it runs.
    await waitFor(() => expect(percent()).toBe('83'), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: label('终止') }));
    expect(
      await screen.findByText('确定终止该导入任务吗？已导入的行会保留，其余的行不再导入。'),
    ).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: label('终止') }).at(-1)!;
    await user.click(confirm);
    await waitFor(() =>
      expect(server.callsTo('PUT', '/api/batch/batch/abort').map((call) => call.body)).toEqual([
        { batch_no: 'B-5' },
      ]),
    );
    expect(server.callsTo('GET', '/api/batch/batch')[0]!.query.get('id')).toBe('5');
  });

  it('删除 of an ended batch asks, removes the record and goes back to the list', async () => {
    const server = installFakeApi({
      'GET /api/batch/batch': () => ({
        ...BATCH,
        status: -2,
        ok_count: 495,
        error_count: 5,
        error: '已终止',
      }),
      'GET /api/batch/task/list': () => listPayload([], 0, 1, 20),
      'DELETE /api/batch/batch': done,
    });
    const { user } = renderResource(<ImportBatchDetailPage />, { route: ROUTE });
    await screen.findByText('已终止');
    expect(screen.queryByRole('button', { name: label('终止') })).toBeNull();
    expect(percent()).toBe('41');
    await user.click(screen.getByRole('button', { name: label('删除') }));
    expect(await screen.findByText('确定删除该导入任务的记录吗？已导入的数据不受影响。')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: label('删除') }).at(-1)!);
    await waitFor(() =>
      expect(server.callsTo('DELETE', '/api/batch/batch').map((call) => call.body)).toEqual([
        { batch_no: 'B-5' },
      ]),
    );
    await waitFor(() => expect(currentLocation()).toBe('/account/report/batch'));
  });
});
