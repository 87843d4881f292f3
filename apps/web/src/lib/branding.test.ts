import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../test/fake-api';
import { loadBranding, useBranding } from './branding';
import { handOverSummary, storeSummary, SUMMARY_HANDOVER_MS } from './domain-summary';

const SIGN_IN_PAGE_SUMMARY = { app_id: 'app-1', name: '登录页取到的站点', metadata: {} };
const SERVER_SUMMARY = { app_id: 'app-1', name: '服务器的站点', metadata: {} };

describe('loadBranding', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
    localStorage.clear();
    sessionStorage.clear();
  });

  it('takes the summary the sign-in page of this tab just fetched, once, and asks the next time', async () => {
    const api = installFakeApi({ 'GET /api/merchant/app/rt/summary': () => SERVER_SUMMARY });
    storeSummary(SIGN_IN_PAGE_SUMMARY);
    handOverSummary();
    await loadBranding();
    expect(useBranding.getState()).toMatchObject({ status: 'ready', summary: SIGN_IN_PAGE_SUMMARY });
    expect(api.callsTo('GET', '/api/merchant/app/rt/summary')).toHaveLength(0);

    await loadBranding();
    expect(useBranding.getState().summary).toMatchObject(SERVER_SUMMARY);
    expect(api.callsTo('GET', '/api/merchant/app/rt/summary')).toHaveLength(1);
  });

  it('asks the server when the handed-over summary is stale or for another domain', async () => {
    const api = installFakeApi({ 'GET /api/merchant/app/rt/summary': () => SERVER_SUMMARY });
    storeSummary(SIGN_IN_PAGE_SUMMARY);
    handOverSummary(location.hostname, Date.now() - SUMMARY_HANDOVER_MS - 1);
    await loadBranding();
    expect(useBranding.getState().summary).toMatchObject(SERVER_SUMMARY);

    storeSummary(SIGN_IN_PAGE_SUMMARY);
    handOverSummary('other.example.com');
    await loadBranding();
    expect(useBranding.getState().summary).toMatchObject(SERVER_SUMMARY);
    expect(api.callsTo('GET', '/api/merchant/app/rt/summary')).toHaveLength(2);
  });
});
