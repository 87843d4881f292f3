import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  hasMessage,
  installFakeServer,
  jsonResponse,
  renderWidget,
  setUpWidgetSuite,
  findMessage,
} from '../widget-testing';
import type { ParkOption } from './park-search';
import { ParkSelector, type ParkSelectorProps } from './ParkSelector';

setUpWidgetSuite();

const PARKS: ParkOption[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  name: `福田停车场${i + 1}`,
  g_park_uuid: `uuid-${i + 1}`,
}));

function renderSelector(props: Partial<ParkSelectorProps> = {}) {
  const onChange = vi.fn();
  renderWidget(<ParkSelector onChange={onChange} {...props} />);
  const combobox = screen.getByRole('combobox');
  return { onChange, combobox, open: () => fireEvent.mouseDown(combobox) };
}

const shownOptions = () => document.querySelectorAll('.ant-select-item-option');

describe('ParkSelector', () => {
  it('lists at most 20 parks when opened', async () => {
    const search = vi.fn(async () => PARKS);
    const { open } = renderSelector({ search });
    open();
    await waitFor(() => expect(shownOptions()).toHaveLength(20));
    expect(search).toHaveBeenCalledWith('', expect.any(AbortSignal));
  });

  it('strips all whitespace from the keyword and waits 300 ms after typing', async () => {
    const search = vi.fn(async (keyword: string) => PARKS.filter((park) => park.name.includes(keyword)));
    const { open, combobox } = renderSelector({ search });
    open();
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    vi.useFakeTimers();
    fireEvent.change(combobox, { target: { value: ' 停车场 1 2 ' } });
    act(() => vi.advanceTimersByTime(299));
    expect(search).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(search).toHaveBeenLastCalledWith('停车场12', expect.any(AbortSignal));
    vi.useRealTimers();
    await waitFor(() => expect(shownOptions()).toHaveLength(1));
  });

  it('hands over the chosen park with its g_park_uuid', async () => {
    const { open, onChange } = renderSelector({ search: async () => PARKS.slice(0, 3) });
    open();
    fireEvent.click(await screen.findByTitle('福田停车场2'));
    expect(onChange).toHaveBeenCalledWith('uuid-2', PARKS[1]);
  });

  it('asks the server with the keyword and a page size of 20', async () => {
    const server = installFakeServer({
      'GET /api/park/simple-list': () => ({ row: PARKS.slice(0, 2) }),
    });
    const { open, combobox } = renderSelector();
    open();
    await waitFor(() => expect(shownOptions()).toHaveLength(2));
    fireEvent.change(combobox, { target: { value: '福田 中心' } });
    await waitFor(() => expect(server.callsTo('GET', '/api/park/simple-list')).toHaveLength(2));
    const query = server.callsTo('GET', '/api/park/simple-list')[1]!.query;
    expect(Object.fromEntries(query)).toEqual({ keyword: '福田中心', page_size: '20' });
  });

  it('shows 暂无车场 quietly while the endpoint does not exist yet', async () => {
    installFakeServer({});
    const { open } = renderSelector();
    open();
    expect(await screen.findByText('暂无车场')).toBeTruthy();
    expect(hasMessage('资源不存在')).toBe(false);
  });

  it('shows other failures', async () => {
    installFakeServer({
      'GET /api/park/simple-list': () =>
        jsonResponse(500, { code: 5000, message: '服务器内部错误', seqno: 's' }),
    });
    const { open } = renderSelector();
    open();
    await findMessage('服务器内部错误');
    expect(await screen.findByText('暂无车场')).toBeTruthy();
  });
});
