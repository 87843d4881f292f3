import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installFakeApi, jsonResponse } from '../test/fake-api';
import { ApiError } from './api-error';
import { api, onUnauthorized, request, signInUrlFor, stripEmpty, toQueryString } from './request';

describe('stripEmpty and query strings', () => {
  it('removes undefined, null and empty strings, keeping 0 and false', () => {
    expect(stripEmpty({ a: '', b: null, c: undefined, d: 0, e: false, f: { g: '', h: 'x' } })).toEqual({
      d: 0,
      e: false,
      f: { h: 'x' },
    });
  });

  it('builds a query string without empty fields and repeats arrays', () => {
    expect(toQueryString({ page_index: 1, keyword: '', ids: [1, 2] })).toBe('?page_index=1&ids=1&ids=2');
    expect(toQueryString({ keyword: undefined })).toBe('');
  });
});

describe('signInUrlFor', () => {
  it('sends the user back to where they were, or to the business application page', () => {
    expect(signInUrlFor({ pathname: '/parking/record/list', search: '?page=2' })).toBe(
      '/?redirect=%2Fparking%2Frecord%2Flist%3Fpage%3D2',
    );
    expect(signInUrlFor({ pathname: '/', search: '' })).toBe('/');
    // A second ending of the same session, once the router has reached sign-in, does not nest.
    expect(signInUrlFor({ pathname: '/', search: '?redirect=%2Fparking%2Frecord%2Flist' })).toBe(
      '/?redirect=%2Fparking%2Frecord%2Flist',
    );
    expect(signInUrlFor({ pathname: '/merchant/business/apply', search: '' })).toBe(
      '/merchant/business/apply?login_other=1',
    );
  });
});

describe('request', () => {
  beforeEach(() => {
    document.cookie = 'accessToken=token-abc; path=/';
  });
  afterEach(() => {
    document.cookie = 'accessToken=; path=/; max-age=0';
    vi.useRealTimers();
  });

  it('sends GET parameters in the query string with the bearer token', async () => {
    const fake = installFakeApi({ 'GET /api/qa/message/list': () => ({ row: [] }) });
    const res = await api.get('qa/message/list', { page_index: 1, keyword: '' });
    expect(res.code).toBe(1001);
    const [, init] = fake.fetch.mock.calls[0]!;
    expect(String(fake.fetch.mock.calls[0]![0])).toBe('/api/qa/message/list?page_index=1');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer token-abc');
  });

  it('seals bodies by default and strips empty fields', async () => {
    const fake = installFakeApi({ 'PUT /api/qa/message/read': () => ({ changed: 1 }) });
    await api.put('/qa/message/read', { ids: [1], note: '' });
    const [call] = fake.callsTo('PUT', '/api/qa/message/read');
    expect(call).toMatchObject({ sealed: true, body: { ids: [1] } });
  });

  it('sends a call marked unencrypted as plain JSON', async () => {
    const fake = installFakeApi({ 'POST /api/login': () => ({}) });
    await api.post('login', { account: 'a', password: 'b' }, { unencrypted: true });
    expect(fake.callsTo('POST', '/api/login')[0]).toMatchObject({
      sealed: false,
      body: { account: 'a', password: 'b' },
    });
  });

  it('treats 1002 as success', async () => {
    installFakeApi({
      'POST /api/logout': () => jsonResponse(200, { code: 1002, message: '成功', seqno: 's' }),
    });
    await expect(api.post('logout')).resolves.toMatchObject({ code: 1002 });
  });

  it('rejects other codes with an ApiError carrying message, hint and seqno', async () => {
    installFakeApi({
      'GET /api/x': () =>
        jsonResponse(409, { ...envelope(undefined, 1409, '车辆已出场'), hint: '请刷新', seqno: 'abc' }),
    });
    const error = await request('x', { silent: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 1409,
      message: '车辆已出场',
      hint: '请刷新',
      seqno: 'abc',
      status: 409,
    });
  });

  it('signs out on 401', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    installFakeApi({
      'GET /api/y': () => jsonResponse(401, envelope(undefined, 2401, '登录信息已过期，请重新登录')),
    });
    await expect(request('y', { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledOnce();
  });

  it('refuses a token-requiring call without a token and signs out, but lets the token-less paths through', async () => {
    document.cookie = 'accessToken=; path=/; max-age=0';
    const handler = vi.fn();
    onUnauthorized(handler);
    const fake = installFakeApi({ 'GET /api/captcha': () => ({ captcha_id: 'c' }) });
    await expect(request('qa/message/list', { silent: true })).rejects.toMatchObject({
      message: '登录信息已过期，请重新登录',
    });
    expect(handler).toHaveBeenCalledOnce();
    await expect(request('captcha', { silent: true })).resolves.toMatchObject({ code: 1001 });
    expect(fake.calls.map((c) => c.path)).toEqual(['/api/captcha']);
  });

  it('answers a network failure with 网络请求异常', async () => {
    globalThis.fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(request('z', { silent: true })).rejects.toMatchObject({
      code: 'network',
      message: expect.stringContaining('网络请求异常'),
    });
  });

  it('passes on an abort that cuts the body of the answer off, instead of calling it a broken answer', async () => {
    const caller = new AbortController();
    globalThis.fetch = vi.fn(async () => {
      caller.abort();
      return {
        status: 200,
        json: () => Promise.reject(new DOMException('aborted', 'AbortError')),
      } as unknown as Response;
    }) as typeof fetch;
    const error = await request('list', { signal: caller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('times out after 20 s with code timeout naming method and path', async () => {
    vi.useFakeTimers();
    globalThis.fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    ) as typeof fetch;
    const pending = request('slow/thing', { silent: true }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await pending).toMatchObject({ code: 'timeout', message: '接口请求响应超时：GET /slow/thing' });
  });
});

describe('request on /external pages', () => {
  afterEach(() => {
    sessionStorage.clear();
    history.replaceState(null, '', '/');
  });

  it('calls the token-less paths without a token and refuses others until a temporary token exists', async () => {
    history.replaceState(null, '', '/external/payment/channel/config');
    const fake = installFakeApi({
      'GET /api/merchant/app/rt/summary': () => ({ metadata: {} }),
      'GET /api/payment/x': () => ({}),
    });
    await request('merchant/app/rt/summary', { silent: true });
    expect((fake.fetch.mock.calls[0]![1]?.headers as Record<string, string>).authorization).toBeUndefined();
    await expect(request('payment/x', { silent: true })).rejects.toMatchObject({ message: '缺少访问令牌' });
  });

  it('sends the temporary token instead of the access token', async () => {
    history.replaceState(null, '', '/external/payment/channel/apply');
    document.cookie = 'accessToken=token-abc; path=/';
    sessionStorage.setItem('temporaryToken', 'temp-xyz');
    const fake = installFakeApi({ 'GET /api/payment/x': () => ({}) });
    await request('payment/x', { silent: true });
    expect((fake.fetch.mock.calls[0]![1]?.headers as Record<string, string>).authorization).toBe(
      'Bearer temp-xyz',
    );
    document.cookie = 'accessToken=; path=/; max-age=0';
  });
});
