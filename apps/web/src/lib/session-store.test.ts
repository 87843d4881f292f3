import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../test/fake-api';
import { TEST_USER } from '../test/session';
import { handOverProfile, loadProfile, PROFILE_HANDOVER_MS, useSession } from './session-store';

describe('loadProfile', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
    document.cookie = 'accessToken=; path=/; max-age=0';
    sessionStorage.clear();
  });

  it('asks the server once for callers asking while a fetch is under way, and again afterwards', async () => {
    document.cookie = 'accessToken=abc; path=/';
    const api = installFakeApi({
      'GET /api/merchant/manager/whoami': () => ({ ...TEST_USER, permission: 'parking:record:list' }),
    });
    const [first, second] = await Promise.all([loadProfile(), loadProfile()]);
    expect(first).toBe(second);
    expect(api.callsTo('GET', '/api/merchant/manager/whoami')).toHaveLength(1);
    expect(useSession.getState().status).toBe('ready');
    await loadProfile();
    expect(api.callsTo('GET', '/api/merchant/manager/whoami')).toHaveLength(2);
  });

  it('takes the profile the sign-in page handed over once, without asking, and asks the next time', async () => {
    document.cookie = 'accessToken=abc; path=/';
    const api = installFakeApi({
      'GET /api/merchant/manager/whoami': () => ({ ...TEST_USER, permission: 'parking:record:list' }),
    });
    handOverProfile({ ...TEST_USER, permission: 'parking:park:list' });
    expect((await loadProfile())?.permission).toBe('parking:park:list');
    expect(useSession.getState().permissions.has('parking:park:list')).toBe(true);
    expect(api.callsTo('GET', '/api/merchant/manager/whoami')).toHaveLength(0);

    expect((await loadProfile())?.permission).toBe('parking:record:list');
    expect(api.callsTo('GET', '/api/merchant/manager/whoami')).toHaveLength(1);
  });

  it('asks the server when the handed-over profile is stale or belongs to another token', async () => {
    const api = installFakeApi({
      'GET /api/merchant/manager/whoami': () => ({ ...TEST_USER, permission: 'parking:record:list' }),
    });
    document.cookie = 'accessToken=abc; path=/';
    handOverProfile({ ...TEST_USER, permission: 'parking:park:list' }, Date.now() - PROFILE_HANDOVER_MS - 1);
    expect((await loadProfile())?.permission).toBe('parking:record:list');

    handOverProfile({ ...TEST_USER, permission: 'parking:park:list' });
    document.cookie = 'accessToken=other; path=/';
    expect((await loadProfile())?.permission).toBe('parking:record:list');
    expect(api.callsTo('GET', '/api/merchant/manager/whoami')).toHaveLength(2);
  });

  it('does not share a fetch under way with a caller holding another token', async () => {
    const api = installFakeApi({
      'GET /api/merchant/manager/whoami': () => ({ ...TEST_USER, permission: 'parking:record:list' }),
    });
    document.cookie = 'accessToken=first; path=/';
    const first = loadProfile();
    document.cookie = 'accessToken=second; path=/';
    const second = loadProfile();
    expect(second).not.toBe(first);
    await Promise.all([first, second]);
    expect(api.callsTo('GET', '/api/merchant/manager/whoami')).toHaveLength(2);
  });
});
