import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Announcement } from '@console/core';
import { installFakeApi, listPayload, type FakeCall } from '../../../test/fake-api';
import { renderWithProviders } from '../../../features/messages/testing/render-with-providers';
import { setUpSignedInSuite } from '../../../test/session';
import AnnouncementListPage from './AnnouncementListPage';

function page(call: FakeCall) {
  const size = Number(call.query.get('page_size'));
  const index = Number(call.query.get('page_index'));
  const rows: Announcement[] = Array.from({ length: 3 }, (_, i) => ({
    id: (index - 1) * size + i + 1,
    title: `公告${(index - 1) * size + i + 1}`,
    tags: [{ id: 1, name: '维护', color: 1 }],
    publish_time: 1_700_000_000,
  }));
  return listPayload(rows, 245, index, size);
}

setUpSignedInSuite(['universal:message:basic']);

describe('AnnouncementListPage', () => {
  it('lists announcements with detail links and the total', async () => {
    const server = installFakeApi({ 'GET /api/system/notice/list': page });
    renderWithProviders(<AnnouncementListPage />);

    const link = await screen.findByRole('link', { name: '公告1' });
    expect(link.getAttribute('href')).toBe('/base/services/announcement/notice/detail?id=1');
    expect(screen.getByText('共 245 条')).toBeTruthy();
    expect(screen.getAllByText('2023-11-15 06:13:20')).toHaveLength(3);
    const first = server.callsTo('GET', '/api/system/notice/list')[0]!.query;
    expect(first.get('page_size')).toBe('20');
    expect(first.get('page_index')).toBe('1');
  });

  it('sends the chosen page and page_size to the server', async () => {
    const user = userEvent.setup();
    const server = installFakeApi({ 'GET /api/system/notice/list': page });
    renderWithProviders(<AnnouncementListPage />);
    await screen.findByRole('link', { name: '公告1' });

    await user.click(screen.getByTitle('2'));
    await screen.findByRole('link', { name: '公告21' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '页码' }));
    await user.click(await screen.findByRole('option', { name: '50 条/页' }));

    await waitFor(() => {
      const last = server.callsTo('GET', '/api/system/notice/list').at(-1)!.query;
      expect(last.get('page_size')).toBe('50');
      expect(last.get('page_index')).toBe('1');
    });
    expect(
      server.calls.some((c) => c.query.get('page_index') === '2' && c.query.get('page_size') === '20'),
    ).toBe(true);
  });

  it('searches by the trimmed keyword and trims the box on blur', async () => {
    const user = userEvent.setup();
    const server = installFakeApi({ 'GET /api/system/notice/list': page });
    renderWithProviders(<AnnouncementListPage />);
    await screen.findByRole('link', { name: '公告1' });

    const box = screen.getByRole('searchbox', { name: '公告标题' });
    await user.type(box, '  停车  ');
    await user.tab();
    expect((box as HTMLInputElement).value).toBe('停车');

    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(server.callsTo('GET', '/api/system/notice/list').at(-1)!.query.get('keyword')).toBe('停车'),
    );
  });

  it('shows 暂无内容 when nothing matches', async () => {
    installFakeApi({ 'GET /api/system/notice/list': () => listPayload([], 0, 1, 20) });
    renderWithProviders(<AnnouncementListPage />);
    expect(await screen.findByText('暂无内容')).toBeTruthy();
  });
});
