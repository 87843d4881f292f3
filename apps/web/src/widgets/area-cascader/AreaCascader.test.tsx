import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  findMessage,
  installFakeServer,
  jsonResponse,
  renderWidget,
  setUpWidgetSuite,
} from '../widget-testing';
import type { AreaEntry } from './area-api';
import { AREA_CACHE_VERSION } from './area-cache';
import { fromOptionValue, toOptionValue } from './area-code';
import { toOption } from './area-options';
import { AreaCascader, type AreaCascaderProps } from './AreaCascader';

setUpWidgetSuite();

const PROVINCES: AreaEntry[] = [
  { name: '广东省', code: '440000', type: 1, leaf: false },
  { name: '北京市', code: '110000', type: 1, leaf: false },
];
const CHILDREN: Record<string, AreaEntry[]> = {
  '440000': [{ name: '深圳市', code: '440300', type: 2, leaf: false }],
  '440300': [
    { name: '福田区', code: '440304', type: 3, leaf: false },
    { name: '南山区', code: '440305', type: 3, leaf: false },
  ],
  '440304': [{ name: '沙头街道', code: '440304001000', type: 4, leaf: true }],
};

function areaServer() {
  return installFakeServer({
    'GET /api/area/list': (call) =>
      call.query.get('type') === '-1'
        ? { row: PROVINCES }
        : { areaData: CHILDREN[call.query.get('code') ?? ''] ?? [] },
  });
}

function renderCascader(props: Partial<AreaCascaderProps> = {}) {
  const onChange = vi.fn();
  const view = renderWidget(<AreaCascader onChange={onChange} {...props} />);
  return { onChange, view, open: () => fireEvent.mouseDown(screen.getByRole('combobox')) };
}

const item = (name: string) =>
  waitFor(() => {
    const found = document.querySelector(`.ant-cascader-menu-item[title="${name}"]`);
    if (!found) throw new Error(`没有找到选项：${name}`);
    return found;
  });
const childCalls = (server: ReturnType<typeof areaServer>) =>
  server.callsTo('GET', '/api/area/list').filter((call) => call.query.has('code'));

describe('AreaCascader', () => {
  it('loads provinces first, then each level on expand, and gives plain codes', async () => {
    const server = areaServer();
    const { onChange, open } = renderCascader();
    open();
    fireEvent.click(await item('广东省'));
    fireEvent.click(await item('深圳市'));
    fireEvent.click(await item('福田区'));
    fireEvent.click(await item('沙头街道'));

    expect(onChange).toHaveBeenCalledWith(
      ['440000', '440300', '440304', '440304001000'],
      ['广东省', '深圳市', '福田区', '沙头街道'],
    );
    expect(server.callsTo('GET', '/api/area/list').map((call) => call.query.toString())).toEqual([
      'type=-1',
      'code=440000',
      'code=440300',
      'code=440304',
    ]);
  });

  it('uses the local cache after a remount instead of fetching again', async () => {
    const server = areaServer();
    const first = renderCascader();
    first.open();
    fireEvent.click(await item('广东省'));
    await item('深圳市');
    first.view.unmount();
    expect(localStorage.getItem(`area-cascader:v${AREA_CACHE_VERSION}:440000`)).toContain('深圳市');
    const callsBefore = server.calls.length;

    const second = renderCascader();
    second.open();
    fireEvent.click(await item('广东省'));
    expect(await item('深圳市')).toBeTruthy();
    expect(server.calls.length).toBe(callsBefore);
  });

  it('ignores a cache written by another version', async () => {
    localStorage.setItem(
      'area-cascader:v0:-1',
      JSON.stringify([{ name: '旧数据', code: '1', type: 1, leaf: false }]),
    );
    const server = areaServer();
    const { open } = renderCascader();
    open();
    expect(await item('广东省')).toBeTruthy();
    expect(server.callsTo('GET', '/api/area/list')).toHaveLength(1);
    expect(localStorage.getItem('area-cascader:v0:-1')).toBeNull();
  });

  it('loads the path of an initial value so its names show', async () => {
    const server = areaServer();
    renderCascader({ value: ['440000', '440300', '440304'] });
    await waitFor(() => expect(screen.getByTitle('广东省 / 深圳市 / 福田区')).toBeTruthy());
    expect(childCalls(server).map((call) => call.query.get('code'))).toEqual(['440000', '440300']);
  });

  it('shows a failed level and retries it on the next expand', async () => {
    let fail = true;
    const server = installFakeServer({
      'GET /api/area/list': (call) => {
        if (call.query.get('type') === '-1') return { row: PROVINCES };
        if (fail) return jsonResponse(500, { code: 5000, message: '地区服务不可用', seqno: 's' });
        return { areaData: CHILDREN[call.query.get('code') ?? ''] ?? [] };
      },
    });
    const { open } = renderCascader();
    open();
    fireEvent.click(await item('广东省'));
    await findMessage('地区服务不可用');
    expect(localStorage.getItem(`area-cascader:v${AREA_CACHE_VERSION}:440000`)).toBeNull();

    // The option turns back into an expandable one once the failure has stopped the spinner.
    await waitFor(async () =>
      expect((await item('广东省')).querySelector('.ant-cascader-menu-item-expand-icon')).not.toBeNull(),
    );
    fail = false;
    fireEvent.click(await item('广东省'));
    expect(await item('深圳市')).toBeTruthy();
    expect(childCalls(server).map((call) => call.query.get('code'))).toEqual(['440000', '440000']);
  });

  it('stops at the chosen depth', async () => {
    const server = areaServer();
    const { onChange, open } = renderCascader({ depth: 3 });
    open();
    fireEvent.click(await item('广东省'));
    fireEvent.click(await item('深圳市'));
    fireEvent.click(await item('南山区'));
    expect(onChange).toHaveBeenCalledWith(['440000', '440300', '440305'], ['广东省', '深圳市', '南山区']);
    expect(childCalls(server)).toHaveLength(2);
  });
});

describe('area options', () => {
  it('prefixes codes with 3 inside and strips it on the way out', () => {
    expect(toOptionValue('440300')).toBe('3440300');
    expect(fromOptionValue('3440300')).toBe('440300');
  });

  it('makes streets and entries known to have no children leaves', () => {
    expect(toOption({ name: '沙头街道', code: '440304001000', type: 4, leaf: true }).isLeaf).toBe(true);
    expect(toOption({ name: '某区', code: '1', type: 3, leaf: false, children: [] }).isLeaf).toBe(true);
    expect(toOption({ name: '深圳市', code: '440300', type: 2, leaf: false })).toEqual({
      label: '深圳市',
      value: '3440300',
      isLeaf: false,
    });
  });
});
