import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useBranding } from '../../lib/branding';
import { applyDocumentBranding } from '../../lib/domain-summary';
import { DocumentTitle } from './DocumentTitle';

let go: (path: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  go = (path) => void navigate(path);
  return null;
}

describe('DocumentTitle', () => {
  it('names the shown page, then the site, and follows route changes and branding', () => {
    useBranding.setState({ summary: { metadata: {} } });
    render(
      <MemoryRouter initialEntries={['/parking/record/list']}>
        <Navigator />
        <DocumentTitle />
      </MemoryRouter>,
    );
    expect(document.title).toBe('停车记录 - 商户管理平台');

    act(() => go('/parking/record/list/detail'));
    expect(document.title).toBe('停车记录详情 - 商户管理平台');

    // A summary arriving later renames the site but keeps the page.
    act(() => applyDocumentBranding({ metadata: { TEXT_SITENAME: '停车云' } }));
    expect(document.title).toBe('停车记录详情 - 停车云');
  });
});
