import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useBranding } from '../../lib/branding';
import { applyDocumentBranding } from '../../lib/domain-summary';
import { DocumentTitle } from './DocumentTitle';

describe('DocumentTitle', () => {
  it('names the shown page, then the site, and follows route changes and branding', async () => {
    useBranding.setState({ summary: { metadata: {} } });
    const router = createMemoryRouter([{ path: '*', element: <DocumentTitle /> }], {
      initialEntries: ['/parking/record/list'],
    });
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('停车记录 - 商户管理平台');

    await act(() => router.navigate('/parking/record/list/detail'));
    expect(document.title).toBe('停车记录详情 - 商户管理平台');

    // A summary arriving later renames the site but keeps the page.
    act(() => applyDocumentBranding({ metadata: { TEXT_SITENAME: '停车云' } }));
    expect(document.title).toBe('停车记录详情 - 停车云');
  });
});
