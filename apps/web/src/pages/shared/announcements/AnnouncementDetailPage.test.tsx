import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, installFakeApi, jsonResponse } from '../../../test/fake-api';
import { renderWithProviders } from '../../../features/messages/testing/render-with-providers';
import { setUpSignedInSuite } from '../../../test/session';
import AnnouncementDetailPage from './AnnouncementDetailPage';

const DETAIL = '/base/services/announcement/notice/detail';

setUpSignedInSuite(['universal:message:basic']);

describe('AnnouncementDetailPage', () => {
  it('renders rich text through the allow-list, never running anything in it', async () => {
    const content =
      '<p>第一行</p><img src=x onerror="window.__hacked=1"><script>window.__hacked=2</script>' +
      '<p><strong>加粗</strong><a href="javascript:alert(1)">坏链接</a><a href="https://example.com/a">好链接</a></p>';
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
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('加粗').tagName).toBe('STRONG');
    expect(screen.getByText('坏链接').closest('a')).toBeNull();
    const good = screen.getByRole('link', { name: '好链接' });
    expect(good.getAttribute('href')).toBe('https://example.com/a');
    expect(good.getAttribute('rel')).toBe('noopener noreferrer');
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();
    expect(screen.getByText('紧急')).toBeTruthy();
    expect(screen.getByText('发布时间：2023-11-15 06:13:20')).toBeTruthy();
    expect(screen.getByRole('button', { name: /返\s*回/ })).toBeTruthy();
  });

  it('keeps the line breaks of plain text written before rich text', async () => {
    installFakeApi({
      'GET /api/system/notice/detail': () => ({
        id: 4,
        title: '旧公告',
        content: '第一段\n第一段第二行\n\n第二段 1 < 2',
        tags: [],
        publish_time: 1_700_000_000,
      }),
    });
    const { container } = renderWithProviders(<AnnouncementDetailPage />, { route: `${DETAIL}?id=4` });
    expect(await screen.findByRole('heading', { name: '旧公告' })).toBeTruthy();
    const paragraphs = container.querySelectorAll('.announcement-content p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]!.querySelector('br')).toBeTruthy();
    expect(paragraphs[1]!.textContent).toBe('第二段 1 < 2');
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
