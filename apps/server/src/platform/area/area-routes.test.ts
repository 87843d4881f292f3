import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixtureAccount, signIn } from '../../test/account-fixture.js';
import { createTestApp } from '../../test/test-app.js';

describe('areas', () => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await createTestApp();
    const user = await createFixtureAccount(app, { permissions: [] });
    token = await signIn(app, user.account, user.password);
  });
  afterAll(async () => app.close());

  const get = async (url: string) => (await app.inject({ url, headers: bearer(token) })).json();

  it('lists the 31 provinces of the mainland', async () => {
    const { payload } = await get('/api/area/list?type=-1');
    expect(payload.row).toHaveLength(31);
    expect(payload.row).toContainEqual({ name: '广东省', code: '440000', type: 1, leaf: false });
    expect(payload.row[0]).toMatchObject({ name: '北京市', code: '110000' });
  });

  it('nests cities and districts on request, never streets', async () => {
    const { payload } = await get('/api/area/list?type=-1&depth=3');
    const guangdong = payload.row.find((p: { code: string }) => p.code === '440000');
    const shenzhen = guangdong.children.find((c: { code: string }) => c.code === '440300');
    expect(shenzhen).toMatchObject({ name: '深圳市', type: 2 });
    expect(shenzhen.children).toContainEqual({ name: '南山区', code: '440305', type: 3, leaf: false });
  });

  it('answers the direct children of any code', async () => {
    const cities = (await get('/api/area/list?code=440000')).payload.areaData;
    expect(cities).toContainEqual({ name: '深圳市', code: '440300', type: 2, leaf: false });
    const districts = (await get('/api/area/list?code=440300')).payload.areaData;
    expect(districts.map((d: { name: string }) => d.name)).toContain('南山区');
    // Municipalities: the city under 北京市 carries the municipality's name, not 市辖区.
    expect((await get('/api/area/list?code=110000')).payload.areaData).toEqual([
      { name: '北京市', code: '110100', type: 2, leaf: false },
    ]);
  });

  it('loads streets of a district on demand', async () => {
    const streets = (await get('/api/area/list?code=440305')).payload.areaData;
    expect(streets).toContainEqual({ name: '粤海街道', code: '440305007', type: 4, leaf: true });
    expect((await get('/api/area/list?code=440305007')).payload.areaData).toEqual([]);
  });

  it('hangs the streets of a city without districts directly under it', async () => {
    const dongguan = (await get('/api/area/list?code=441900')).payload.areaData;
    expect(dongguan.length).toBeGreaterThan(20);
    expect(
      dongguan.every((s: { type: number; code: string }) => s.type === 4 && s.code.startsWith('441900')),
    ).toBe(true);
  });

  it('decodes codes of every level', async () => {
    expect((await get('/api/area/decode?code=440305')).payload).toEqual({
      code: '440305',
      name: '南山区',
      type: 3,
      full_name: '广东省深圳市南山区',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      street: '',
      codes: ['440000', '440300', '440305'],
    });
    expect((await get('/api/area/decode?code=440305007')).payload).toMatchObject({
      name: '粤海街道',
      full_name: '广东省深圳市南山区粤海街道',
      street: '粤海街道',
      codes: ['440000', '440300', '440305', '440305007'],
    });
    expect((await get('/api/area/decode?code=440000')).payload).toMatchObject({
      type: 1,
      full_name: '广东省',
      city: '',
    });
    expect((await get('/api/area/decode?code=110108')).payload.full_name).toBe('北京市海淀区');
    expect((await get('/api/area/decode?code=440305007000')).payload.code).toBe('440305007');
  });

  it('answers 404 with a Chinese message for an unknown code', async () => {
    for (const url of [
      '/api/area/decode?code=999999',
      '/api/area/list?code=440399',
      '/api/area/decode?code=440305999',
    ]) {
      const res = await app.inject({ url, headers: bearer(token) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 2404, message: '地区编码不存在' });
    }
  });

  it('decodes the codes of a page in one request, leaving unknown ones out', async () => {
    const { payload } = await get('/api/area/decode/batch?codes=440305,440305007000,999999,440305,110108');
    expect(payload.row.map((a: { asked: string; code: string }) => [a.asked, a.code])).toEqual([
      ['440305', '440305'],
      ['440305007000', '440305007'],
      ['110108', '110108'],
    ]);
    expect(payload.row[0]).toMatchObject({
      full_name: '广东省深圳市南山区',
      codes: ['440000', '440300', '440305'],
    });
  });

  it('refuses a malformed or oversized batch with a Chinese message', async () => {
    const many = Array.from({ length: 101 }, () => '440305').join(',');
    for (const codes of ['', '44a305', '440305,,110108', many]) {
      const res = await app.inject({ url: `/api/area/decode/batch?codes=${codes}`, headers: bearer(token) });
      expect(res.statusCode, codes.slice(0, 20)).toBe(400);
      expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await app.inject({ url: '/api/area/list?type=-1' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/area/decode?code=440305' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/area/decode/batch?codes=440305' })).statusCode).toBe(401);
  });
});
