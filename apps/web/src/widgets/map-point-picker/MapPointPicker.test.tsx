import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from '@console/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findMessage, installFakeServer, renderWidget, setUpWidgetSuite } from '../widget-testing';
import { formatCoord, parseLatLng, roundPoint, toLatLngText } from './map-coords';
import { project, unproject } from './map-projection';
import { MapPointPicker, type MapPointPickerProps } from './MapPointPicker';

setUpWidgetSuite();

function place(i: number) {
  return {
    id: `p${i}`,
    title: `深圳会展中心${i}号馆`,
    address: '广东省深圳市福田区福华三路',
    location: { lat: 22.5330001234, lng: 114.0567897654 },
    ad_info: { adcode: 440304, province: '广东省', city: '深圳市', district: '福田区' },
  };
}

function geocoder(result: { adcode: string; address: string }) {
  return () => ({
    result: {
      address: result.address,
      location: MAP_DEFAULT_CENTER,
      ad_info: { adcode: result.adcode, province: '广东省', city: '深圳市', district: '福田区' },
    },
  });
}

async function openPicker(props: Partial<MapPointPickerProps> = {}) {
  const onChange = vi.fn();
  renderWidget(<MapPointPicker onChange={onChange} {...props} />);
  fireEvent.click(screen.getByRole('textbox', { name: '选择地图位置' }));
  await screen.findByRole('dialog', { name: '选择地图位置' });
  return onChange;
}

const confirmButton = () => screen.getByRole('button', { name: '确 定' });
const mapView = () => screen.getByRole('application', { name: /地图/ });

describe('MapPointPicker search', () => {
  it('asks for suggestions only after 1000 ms without typing, and shows at most 10', async () => {
    const server = installFakeServer({
      'GET /api/map/place/suggestion': () => ({ data: Array.from({ length: 12 }, (_, i) => place(i + 1)) }),
    });
    await openPicker();
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: '搜索地点' });

    fireEvent.change(box, { target: { value: '会' } });
    act(() => vi.advanceTimersByTime(600));
    fireEvent.change(box, { target: { value: '会展' } });
    act(() => vi.advanceTimersByTime(999));
    expect(server.callsTo('GET', '/api/map/place/suggestion')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();

    const list = await screen.findByRole('list', { name: '搜索结果' });
    expect(within(list).getAllByRole('button')).toHaveLength(10);
    const calls = server.callsTo('GET', '/api/map/place/suggestion');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.query)).toEqual({
      keyword: '会展',
      region: '深圳市',
      page_size: '10',
    });
  });

  it('searches at once on Enter within the region', async () => {
    const server = installFakeServer({ 'GET /api/map/place/search': () => ({ data: [place(1)] }) });
    await openPicker();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: '搜索地点' }), '会展中心{Enter}');
    await screen.findByRole('button', { name: /深圳会展中心1号馆/ });
    const query = server.callsTo('GET', '/api/map/place/search')[0]!.query;
    expect(query.get('boundary')).toBe('region(深圳市,0)');
    expect(server.callsTo('GET', '/api/map/place/suggestion')).toHaveLength(0);
  });

  it('fills the point, area and address from a picked suggestion, with six decimals', async () => {
    installFakeServer({ 'GET /api/map/place/search': () => ({ data: [place(1)] }) });
    const onChange = await openPicker();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: '搜索地点' }), '会展{Enter}');
    await user.click(await screen.findByRole('button', { name: /深圳会展中心1号馆/ }));

    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: '纬度' }).value).toBe('22.533000');
    expect(screen.getByText('广东省 深圳市 福田区（440304）')).toBeTruthy();
    await user.click(confirmButton());
    expect(onChange).toHaveBeenCalledWith({
      latLng: '22.533000,114.056790',
      adcode: '440304',
      address: '广东省深圳市福田区福华三路深圳会展中心1号馆',
    });
  });
});

describe('MapPointPicker confirm', () => {
  it('asks for a point first', async () => {
    const onChange = await openPicker();
    fireEvent.click(confirmButton());
    await findMessage('请在地图上选择位置后再提交');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks for the area when the clicked point has no area code', async () => {
    installFakeServer({ 'GET /api/map/geocoder': geocoder({ adcode: '', address: '' }) });
    const onChange = await openPicker();
    fireEvent.click(mapView(), { clientX: 100, clientY: 80 });
    fireEvent.click(confirmButton());
    await findMessage('请选择地区信息后再提交');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks for the address when there is none', async () => {
    const server = installFakeServer({
      'GET /api/map/geocoder': geocoder({ adcode: '440304', address: '' }),
    });
    const onChange = await openPicker();
    fireEvent.click(mapView(), { clientX: 100, clientY: 80 });
    await waitFor(() => expect(screen.getByText(/440304/)).toBeTruthy());
    fireEvent.click(confirmButton());
    await findMessage('请填写详细地址后再提交');
    expect(onChange).not.toHaveBeenCalled();

    const location = server.callsTo('GET', '/api/map/geocoder')[0]!.query.get('location')!;
    expect(location).toMatch(/^\d+\.\d{6},\d+\.\d{6}$/);
  });

  it('places the point where the map is clicked, reverse-geocodes it and confirms the value', async () => {
    installFakeServer({ 'GET /api/map/geocoder': geocoder({ adcode: '440304', address: '福田区福华三路' }) });
    const onChange = await openPicker();
    // happy-dom lays nothing out, so client pixels are view pixels: (320,160) is the centre.
    fireEvent.click(mapView(), { clientX: 320, clientY: 160 });
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: '详细地址' }).value).toBe(
        '福田区福华三路',
      ),
    );
    fireEvent.click(confirmButton());
    expect(onChange).toHaveBeenCalledWith({
      latLng: toLatLngText(MAP_DEFAULT_CENTER),
      adcode: '440304',
      address: '福田区福华三路',
    });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '选择地图位置' }).value).toBe(
      '福田区福华三路（22.543096,114.057865）',
    );
  });

  it('moves the point to typed coordinates', async () => {
    const server = installFakeServer({
      'GET /api/map/geocoder': geocoder({ adcode: '440305', address: '南山区' }),
    });
    await openPicker();
    const user = userEvent.setup();
    await user.type(screen.getByRole('spinbutton', { name: '纬度' }), '22.5');
    await user.type(screen.getByRole('spinbutton', { name: '经度' }), '113.93');
    await user.click(screen.getByRole('button', { name: '定 位' }));
    await waitFor(() => expect(server.callsTo('GET', '/api/map/geocoder')).toHaveLength(1));
    expect(server.callsTo('GET', '/api/map/geocoder')[0]!.query.get('location')).toBe('22.500000,113.930000');
  });

  it('pans the view by dragging the background, without picking a point', async () => {
    const server = installFakeServer({});
    await openPicker();
    const view = mapView();
    fireEvent.pointerDown(view, { clientX: 320, clientY: 160, pointerId: 1 });
    fireEvent.pointerMove(view, { clientX: 256, clientY: 160, pointerId: 1 });
    fireEvent.pointerUp(view, { clientX: 256, clientY: 160, pointerId: 1 });
    fireEvent.click(view, { clientX: 256, clientY: 160 });

    const moved = unproject(
      {
        x: project(MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM).x + 64,
        y: project(MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM).y,
      },
      MAP_DEFAULT_ZOOM,
    );
    expect(screen.getByText(`中心 ${formatCoord(moved.lat)}, ${formatCoord(moved.lng)}`)).toBeTruthy();
    expect(screen.queryByRole('img', { name: '选中位置' })).toBeNull();
    expect(server.calls).toHaveLength(0);
  });

  it('opens on the current value', async () => {
    await openPicker({ value: { latLng: '22.5,113.9', adcode: '440305', address: '南山区科技园' } });
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: '纬度' }).value).toBe('22.500000');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '详细地址' }).value).toBe('南山区科技园');
    expect(screen.getByText(`缩放 ${MAP_DEFAULT_ZOOM}`)).toBeTruthy();
  });
});

describe('map coordinates', () => {
  it('formats and rounds to six decimals', () => {
    expect(formatCoord(22.5)).toBe('22.500000');
    expect(formatCoord(114.0578654999)).toBe('114.057865');
    expect(roundPoint({ lat: 22.12345678, lng: 113.98765432 })).toEqual({ lat: 22.123457, lng: 113.987654 });
    expect(toLatLngText({ lat: 22.5, lng: 114 })).toBe('22.500000,114.000000');
  });

  it('parses only a valid "lat,lng"', () => {
    expect(parseLatLng('22.543096, 114.057865')).toEqual({ lat: 22.543096, lng: 114.057865 });
    expect(parseLatLng('91,10')).toBeUndefined();
    expect(parseLatLng('22.5')).toBeUndefined();
    expect(parseLatLng(undefined)).toBeUndefined();
  });

  it('projects and unprojects at zoom 17.2 without drift', () => {
    const back = unproject(project(MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM), MAP_DEFAULT_ZOOM);
    expect(toLatLngText(back)).toBe(toLatLngText(MAP_DEFAULT_CENTER));
  });
});
