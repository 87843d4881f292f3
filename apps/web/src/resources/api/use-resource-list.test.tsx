import { importBatchView } from '@console/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { KeptPageShown, KeptPageShownContext } from '../../lib/kept-page-shown';
import { installFakeApi, listPayload } from '../../test/fake-api';
import { setUpSignedInSuite } from '../../test/session';
import { useResourceList } from './use-resource-list';

const PARAMS = { page_index: 1, page_size: 20 } as const;
/** 导入任务 reloads every 2 s; here every 0.1 s, so the test waits for a few reloads in real time. */
const BATCHES = { ...importBatchView, list: { ...importBatchView.list, refreshSeconds: 0.1 } };
setUpSignedInSuite();

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('a list that reloads itself (导入任务)', () => {
  it('reloads while its kept page is shown, and not while the shell keeps the page hidden', async () => {
    const api = installFakeApi({ 'GET /api/batch/batch/list': () => listPayload([]) });
    const loads = () => api.callsTo('GET', '/api/batch/batch/list').length;
    const page = new KeptPageShown(true);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <KeptPageShownContext value={page}>{children}</KeptPageShownContext>
      </QueryClientProvider>
    );
    renderHook(() => useResourceList(BATCHES, PARAMS), { wrapper });
    await waitFor(() => expect(loads()).toBeGreaterThanOrEqual(3));

    act(() => page.set(false));
    // A reload already on its way may still land; after it, none.
    await pause(250);
    const whileHidden = loads();
    await pause(600);
    expect(loads()).toBe(whileHidden);

    act(() => page.set(true));
    await waitFor(() => expect(loads()).toBeGreaterThan(whileHidden));
  });
});
