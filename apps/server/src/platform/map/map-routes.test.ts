import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixtureAccount, signIn } from '../../test/account-fixture.js';
import { createTestApp } from '../../test/test-app.js';

interface Place {
  id: string;
  title: string;
  address: string;
  location: { lat: number; lng: number };
  ad_info: { adcode: string; province: string; city: string; district: string };
}

describe('map service from local area data', () => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await createTestApp();
    const user = await createFixtureAccount(app, { permissions: [] });
    token = await signIn(app, user.account, user.password);
  });
  afterAll(async () => app.close());

  const get = async (url: string) => (await app.inject({ url, headers: bearer(token) })).json();
  const places = async (url: string) => (await get(url)).payload.data as Place[];

  it('suggests 南山区 of 深圳 first for 南山, with adcode and coordinates', async () => {
    const data = await places(`/api/map/place/suggestion?keyword=${encodeURIComponent('南山')}&page_size=10`);
    expect(data[0]).toEqual({
      id: '440305',
      title: '南山区',
      address: '广东省深圳市南山区',
      location: { lat: expect.closeTo(22.53, 1), lng: expect.closeTo(113.93, 1) },
      ad_info: { adcode: '440305', province: '广东省', city: '深圳市', district: '南山区' },
    });
    expect(data.length).toBeLessThanOrEqual(10);
  });

  it('searches streets inside the region and keeps to it with region_fix=1', async () => {
    const data = await places(
      `/api/map/place/suggestion?keyword=${encodeURIComponent('粤海')}&region=${encodeURIComponent('深圳')}&region_fix=1`,
    );
    expect(data[0]).toMatchObject({
      id: '440305007',
      title: '粤海街道',
      ad_info: { adcode: '440305', city: '深圳市' },
    });
    // A street borrows its district's coordinate.
    expect(data[0]?.location.lat).toBeCloseTo(22.53, 1);
    expect(data.every((p) => p.ad_info.adcode.startsWith('4403'))).toBe(true);
  });

  it('finds places written with their city, and municipalities by their own name', async () => {
    expect((await places(`/api/map/place/suggestion?keyword=${encodeURIComponent('深圳南山')}`))[0]?.id).toBe(
      '440305',
    );
    const haidian = (await places(`/api/map/place/suggestion?keyword=${encodeURIComponent('海淀区')}`))[0];
    expect(haidian?.ad_info).toEqual({
      adcode: '110108',
      province: '北京市',
      city: '北京市',
      district: '海淀区',
    });
  });

  it('searches within a boundary', async () => {
    const region = await places(
      `/api/map/place/search?keyword=${encodeURIComponent('南山')}&boundary=${encodeURIComponent('region(鹤岗,0)')}`,
    );
    expect(region.map((p) => p.id)).toEqual(['230404']);
    const nearby = await places(
      `/api/map/place/search?keyword=${encodeURIComponent('区')}&boundary=${encodeURIComponent('nearby(31.23,121.47,5000)')}`,
    );
    expect(nearby[0]?.ad_info.city).toBe('上海市');
    const bad = await app.inject({
      url: '/api/map/place/search?keyword=a&boundary=circle(1)',
      headers: bearer(token),
    });
    expect(bad.json().code).toBe(1400);
  });

  it('geocodes a point to the nearest known district', async () => {
    const { payload } = await get('/api/map/geocoder?location=22.53,113.93');
    expect(payload.result).toEqual({
      address: '广东省深圳市南山区',
      location: { lat: 22.53, lng: 113.93 },
      ad_info: { adcode: '440305', province: '广东省', city: '深圳市', district: '南山区' },
    });
    expect((await get('/api/map/geocoder?location=39.99,116.30')).payload.result.ad_info.district).toBe(
      '海淀区',
    );
    const bad = await app.inject({ url: '/api/map/geocoder?location=200,1', headers: bearer(token) });
    expect(bad.json()).toMatchObject({ code: 1400 });
  });

  it('answers 401 without a token', async () => {
    for (const url of [
      '/api/map/place/suggestion?keyword=a',
      '/api/map/place/search?keyword=a',
      '/api/map/geocoder?location=22.5,113.9',
    ]) {
      expect((await app.inject({ url })).statusCode).toBe(401);
    }
  });
});
