import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, jsonResponse, envelope, kvHandlers } from '../../test/fake-api';
import { label, renderWidget } from '../testing/render-widget';
import { setUpSignedInSuite } from '../../test/session';
import { forgetSessionPrefs } from './column-prefs-store';
import { DataTable, type DataTableProps } from './DataTable';
import type { DataColumn, RowAction } from './types';

setUpSignedInSuite(['parking:record:list', 'parking:record:detail', 'parking:record:exit']);

// Many antd popups per test; the default 5 s is tight when the machine is busy.
vi.setConfig({ testTimeout: 30_000 });

interface Row {
  id: number;
  plate: string;
  park_name: string;
  amount: number;
}

const rows = (count: number, from = 1): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i,
    plate: `粤B${String(10000 + from + i)}`,
    park_name: `福田${from + i}号停车场`,
    amount: 100 * (from + i),
  }));

const COLUMNS: DataColumn<Row>[] = [
  { key: 'plate', title: '车牌号', dataIndex: 'plate' },
  { key: 'park_name', title: '车场名称', dataIndex: 'park_name' },
  { key: 'amount', title: '应收金额', dataIndex: 'amount', permission: 'parking:record:list' },
  { key: 'merchant', title: '商户号', dataIndex: 'merchant', permission: 'user:user:list' },
];

function renderTable(props: Partial<DataTableProps<Row>> = {}) {
  const user = userEvent.setup();
  const view = renderWidget(
    <DataTable<Row> aria-label="停车记录" rowKey="id" columns={COLUMNS} dataSource={rows(3)} {...props} />,
  );
  return { user, ...view };
}

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('DataTable columns and states', () => {
  it('hides columns whose permission is not held', () => {
    renderTable();
    expect(headers()).toEqual(['车牌号', '车场名称', '应收金额']);
    expect(screen.getByText('粤B10001')).toBeTruthy();
  });

  it('shows 暂无数据 when there are no rows, and nothing of the kind while loading', () => {
    const { rerender } = renderTable({ dataSource: [] });
    expect(screen.getByText('暂无数据', { ignore: 'title' })).toBeTruthy();
    rerender(<DataTable<Row> aria-label="停车记录" rowKey="id" columns={COLUMNS} dataSource={[]} loading />);
    expect(screen.queryByText('暂无数据', { ignore: 'title' })).toBeNull();
    expect(screen.getByRole('region', { name: '停车记录' }).getAttribute('aria-busy')).toBe('true');
  });

  it('shows a load failure with 重试', async () => {
    const onRetry = vi.fn();
    const { user } = renderTable({ dataSource: [], error: '服务暂不可用', onRetry });
    expect(screen.getByRole('alert').textContent).toContain('服务暂不可用');
    await user.click(screen.getByRole('button', { name: label('重试') }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('numbers rows with 序号 continuing across pages', () => {
    renderTable({ showIndex: true, dataSource: rows(3, 21), total: 57, pageIndex: 2, pageSize: 20 });
    expect(headers()[0]).toBe('序号');
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getAllByRole('cell')[0]!.textContent).toBe('21');
  });
});

describe('DataTable pagination', () => {
  it('lays out 共 N 条, sizes 20/50/100/200 (default 20), pager and jumper', async () => {
    const { user } = renderTable({ dataSource: rows(20), total: 57 });
    expect(screen.getByText('共 57 条')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '页' })).toBeTruthy();
    expect(screen.getByTitle('3')).toBeTruthy();
    expect(screen.getByText('20 条/页')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: '页码' }));
    for (const size of [20, 50, 100, 200]) {
      expect(await screen.findByRole('option', { name: `${size} 条/页` })).toBeTruthy();
    }
  });

  it('shows a lower-bound total as 共 10,000+ 条 and still offers the page after it', async () => {
    const onPageChange = vi.fn();
    const { user } = renderTable({
      dataSource: rows(20),
      total: 10_000,
      totalExact: false,
      pageIndex: 500,
      onPageChange,
    });
    expect(screen.getByText('共 10,000+ 条')).toBeTruthy();
    await user.click(screen.getByTitle('501'));
    expect(onPageChange).toHaveBeenLastCalledWith({ pageIndex: 501, pageSize: 20 });
  });

  it('reports pageIndex and pageSize, back to page 1 on a size change', async () => {
    const onPageChange = vi.fn();
    const { user } = renderTable({ dataSource: rows(20), total: 57, onPageChange });
    await user.click(screen.getByTitle('2'));
    expect(onPageChange).toHaveBeenLastCalledWith({ pageIndex: 2, pageSize: 20 });
    await user.click(screen.getByRole('combobox', { name: '页码' }));
    await user.click(await screen.findByRole('option', { name: '50 条/页' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 50 });
  });
});

function actions(onClick = vi.fn()): RowAction<Row>[] {
  return [
    { key: 'detail', label: '详情', permission: 'parking:record:detail', onClick },
    { key: 'edit', label: '编辑', onClick },
    { key: 'audit', label: '审核', permission: 'parking:vip:apply:audit', onClick },
    {
      key: 'exit',
      label: '出场',
      permission: 'parking:record:exit',
      confirm: '确定让该车辆出场吗？',
      onClick,
    },
    { key: 'print', label: '打印小票', onClick },
    { key: 'refund', label: '退款', danger: true, onClick, visible: (row) => row.amount > 100 },
    { key: 'remove', label: '删除', danger: true, confirm: '删除后不可恢复，确定删除吗？', onClick },
  ];
}

const firstRow = () => screen.getAllByRole('row')[1]!;

describe('DataTable row actions', () => {
  it('hides actions without permission and folds all after the 4th under 更多', async () => {
    const { user } = renderTable({ rowActions: actions() });
    expect(headers()).toContain('操作');
    const row = within(firstRow());
    expect(row.queryByRole('button', { name: label('审核') })).toBeNull();
    for (const name of ['详情', '编辑', '出场', '打印小票'])
      expect(row.getByRole('button', { name: label(name) })).toBeTruthy();
    expect(row.queryByRole('button', { name: label('删除') })).toBeNull();
    await user.click(row.getByRole('button', { name: '更多' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['删除']);
  });

  it('applies visible(row) per row', async () => {
    const { user } = renderTable({ rowActions: actions() });
    await user.click(within(screen.getAllByRole('row')[2]!).getByRole('button', { name: '更多' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['退款', '删除']);
  });

  it('asks before an action with confirm text and runs it only on 确定', async () => {
    const onClick = vi.fn();
    const { user } = renderTable({ rowActions: actions(onClick) });
    await user.click(within(firstRow()).getByRole('button', { name: label('出场') }));
    expect(await screen.findByText('确定让该车辆出场吗？')).toBeTruthy();
    expect(onClick).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: label('确定') }));
    await waitFor(() => expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ id: 1 })));
  });

  it('asks before a destructive action folded under 更多, and cancelling runs nothing', async () => {
    const onClick = vi.fn();
    const { user } = renderTable({ rowActions: actions(onClick) });
    await user.click(within(firstRow()).getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '删除' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('删除后不可恢复，确定删除吗？');
    await user.click(screen.getByRole('button', { name: label('取消') }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('asks before a danger action even without confirm text', async () => {
    const onClick = vi.fn();
    const { user } = renderTable({ rowActions: actions(onClick) });
    await user.click(within(screen.getAllByRole('row')[2]!).getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '退款' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('确定要退款吗？');
    await user.click(screen.getByRole('button', { name: label('确定') }));
    await waitFor(() => expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ id: 2 })));
  });

  it('leaves out the operations column when no action is permitted', () => {
    renderTable({ rowActions: [{ key: 'audit', label: '审核', permission: 'x:y:z', onClick: vi.fn() }] });
    expect(headers()).not.toContain('操作');
  });
});

async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '列设置' }));
  return within(await screen.findByRole('list', { name: '列设置' }));
}

describe('DataTable column settings', () => {
  beforeEach(() => forgetSessionPrefs());

  it('saves hidden columns to storage/kv and restores them after a remount', async () => {
    const store = new Map<string, unknown>();
    const server = installFakeApi(kvHandlers(store));
    const { user, unmount } = renderTable({ tableId: 'parking-record' });
    const list = await openSettings(user);
    expect(list.queryByText('商户号')).toBeNull();
    await user.click(list.getByRole('checkbox', { name: '车场名称' }));
    expect(headers()).toEqual(['车牌号', '应收金额']);

    await waitFor(() => expect(server.callsTo('PUT', '/api/storage/kv')).toHaveLength(1));
    const { key, value } = server.callsTo('PUT', '/api/storage/kv')[0]!.body as {
      key: string;
      value: string;
    };
    expect(key).toBe('table-columns:parking-record');
    expect(JSON.parse(value)).toMatchObject({ hidden: ['park_name'] });

    unmount();
    localStorage.clear();
    // Another browser (or a new sign-in) has neither the local nor the session copy: the server's serves.
    forgetSessionPrefs();
    renderTable({ tableId: 'parking-record' });
    await waitFor(() => expect(headers()).toEqual(['车牌号', '应收金额']));
    expect(server.callsTo('GET', '/api/storage/kv/list')[1]!.query.get('prefix')).toBe(
      'table-columns:parking-record',
    );
  });

  it('asks the server once per session: a table shown again makes no request', async () => {
    const store = new Map<string, unknown>([
      ['table-columns:parking-record', JSON.stringify({ order: [], hidden: ['amount'] })],
    ]);
    const server = installFakeApi(kvHandlers(store));
    const first = renderTable({ tableId: 'parking-record' });
    await waitFor(() => expect(headers()).toEqual(['车牌号', '车场名称']));
    first.unmount();
    localStorage.clear();

    renderTable({ tableId: 'parking-record' });
    await waitFor(() => expect(headers()).toEqual(['车牌号', '车场名称']));
    expect(server.callsTo('GET', '/api/storage/kv/list')).toHaveLength(1);
  });

  it('reorders columns with 上移 and returns to the defaults with 重置', async () => {
    installFakeApi(kvHandlers());
    const { user } = renderTable({ tableId: 'parking-record' });
    const list = await openSettings(user);
    await user.click(list.getByRole('button', { name: '上移 应收金额' }));
    expect(headers()).toEqual(['车牌号', '应收金额', '车场名称']);
    await user.click(screen.getByRole('button', { name: label('重置') }));
    expect(headers()).toEqual(['车牌号', '车场名称', '应收金额']);
  });

  it('keeps working from the local copy, silently, when the storage service fails', async () => {
    installFakeApi({
      'GET /api/storage/kv/list': () => jsonResponse(500, envelope(undefined, 5000, '存储服务异常')),
      'PUT /api/storage/kv': () => jsonResponse(500, envelope(undefined, 5000, '存储服务异常')),
    });
    const { user, unmount } = renderTable({ tableId: 'parking-record' });
    const list = await openSettings(user);
    await user.click(list.getByRole('checkbox', { name: '应收金额' }));
    expect(headers()).toEqual(['车牌号', '车场名称']);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('存储服务异常')).toBeNull();

    unmount();
    renderTable({ tableId: 'parking-record' });
    expect(headers()).toEqual(['车牌号', '车场名称']);
  });

  it('does not let the last visible column be hidden', async () => {
    installFakeApi(kvHandlers());
    const { user } = renderTable({ tableId: 'parking-record' });
    const list = await openSettings(user);
    await user.click(list.getByRole('checkbox', { name: '车牌号' }));
    await user.click(list.getByRole('checkbox', { name: '车场名称' }));
    expect(list.getByRole('checkbox', { name: '应收金额' }).hasAttribute('disabled')).toBe(true);
  });
});
