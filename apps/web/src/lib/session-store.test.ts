import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../test/fake-api';
import { TEST_USER } from '../test/session';
import { loadProfile, useSession } from './session-store';

describe('loadProfile', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
    document.cookie = 'accessToken=; path=/; max-age=0';
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
});
