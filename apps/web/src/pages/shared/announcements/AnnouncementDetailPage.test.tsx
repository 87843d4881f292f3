import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, installFakeApi, jsonResponse } from '../../../test/fake-api';
import { renderWithProviders } from '../../../features/messages/testing/render-with-providers';
import { setUpSignedInSuite } from '../../../test/session';
import AnnouncementDetailPage from './AnnouncementDetailPage';

const DETAIL = '/base/services/announcement/notice/detail';

setUpSignedInSuite(['universal:message:basic']);

describe('AnnouncementDetailPage', () => {
  it('renders the content as text with its line breaks, never as HTML', async () => {
    const content = '第一行\n<img src=x onerror="window.__hacked=1">\n第三行';
    const server = installFakeApi({
      'GET /api/system/notice/detail': () => ({
        id: 3,
        title: '系统维护通知',
        content,
        tags: [{ id: 1, name: '紧急', color: 1 }],
        publish_time: 1_700_000_000,
      }),
    });
    const { container } = renderWithProviders(<AnnouncementDetailPage />, { route: `${DETAIL}?id=3` });

    expect(await screen.findByRole('heading', { name: '系统维护通知' })).toBeTruthy();
    expect(server.callsTo('GET', '/api/system/notice/detail')[0]!.query.get('id')).toBe('3');
    expect(container.querySelector('img')).toBeNull();
    const paragraph = screen.getByText(/onerror/);
    expect(paragraph.textContent).toBe(content);
    expect(paragraph.getAttribute('style')).toMatch(/white-space:\s*pre-wrap/);
    expect(screen.getByText('紧急')).toBeTruthy();
    expect(screen.getByText('发布时间：2023-11-15 06:13:20')).toBeTruthy();
    expect(screen.getByRole('button', { name: /返\s*回/ })).toBeTruthy();
  });

  it.each([
    ['', DETAIL],
    ['abc', `${DETAIL}?id=abc`],
    ['0', `${DETAIL}?id=0`],
  ])('shows 公告不存在 without asking the server for id %j', async (_id, route) => {
    const server = installFakeApi({});
    renderWithProviders(<AnnouncementDetailPage />, { route });
    expect(await screen.findByText('公告不存在')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('shows 公告不存在 when the server answers 404', async () => {
    installFakeApi({
      'GET /api/system/notice/detail': () =>
        jsonResponse(404, envelope(undefined, 2404, '公告不存在或已下线')),
    });
    renderWithProviders(<AnnouncementDetailPage />, { route: `${DETAIL}?id=99` });
    expect(await screen.findByText('公告不存在')).toBeTruthy();
  });
});
