import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { Activity } from 'react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, listPayload } from '../../test/fake-api';
import { setUpSignedInSuite } from '../../test/session';
import { QUERY_DEFAULTS } from '../../lib/query-client';
import { renderWidget } from '../../widgets/testing/render-widget';
import { RefSelectField } from './RefSelectField';

setUpSignedInSuite(['parking:park:list']);

describe('RefSelectField', () => {
  // A kept page left before its lazily loaded search control had run its effects is rendered
  // hidden; effects wait for it to be shown, so a query started from an effect went out only on
  // the return to the tab (issue 13: a return asks nothing). The options are asked for in render.
  it('asks for its options while its page is hidden, so showing the page asks nothing', async () => {
    const api = installFakeApi({ 'GET /api/park/list': () => listPayload([{ id: 7, name: '福田停车场' }]) });
    const client = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
    const page = (mode: 'hidden' | 'visible') => (
      <QueryClientProvider client={client}>
        <Activity mode={mode}>
          <RefSelectField target="park" aria-label="车场" />
        </Activity>
      </QueryClientProvider>
    );
    const { rerender } = renderWidget(page('hidden'));
    await waitFor(() => expect(api.callsTo('GET', '/api/park/list')).toHaveLength(1));

    rerender(page('visible'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: '车场' }).checkVisibility()).toBe(true));
    expect(api.callsTo('GET', '/api/park/list')).toHaveLength(1);
  });
});
