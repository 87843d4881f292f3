import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, jsonResponse, envelope, listPayload, type FakeCall } from '../../../test/fake-api';
import { renderWithProviders } from '../testing/render-with-providers';
import { setUpSignedInSuite, TEST_USER as TEST_PROFILE } from '../../../test/session';
import type { Announcement, Message } from '@console/core';
import { MessageCentreDrawer } from './MessageCentreDrawer';

function message(id: number, overrides: Partial<Message> = {}): Message {
  return {
    id,
    title: `消息${id}`,
    body: `消息正文${id}`,
    read_status: 0,
    create_time: 1_700_000_000,
    link: '/account/report/list',
    module_id: 1,
    ...overrides,
  };
}

function announcement(id: number, overrides: Partial<Announcement> = {}): Announcement {
  return { id, title: `公告${id}`, tags: [], publish_time: 1_700_000_000, ...overrides };
}

function renderDrawer(onClose = vi.fn()) {
  renderWithProviders(<MessageCentreDrawer open onClose={onClose} />);
  return onClose;
}

const messageList =
  (rows: Message[], total = rows.length) =>
  (call: FakeCall) =>
    listPayload(rows, total, Number(call.query.get('page_index')), Number(call.query.get('page_size')));

setUpSignedInSuite(['universal:message:basic']);

describe('MessageCentreDrawer messages', () => {
  it("lists the user's messages with title, body and time", async () => {
    const server = installFakeApi({
      'GET /api/qa/message/list': messageList([message(1), message(2, { read_status: 1 })]),
    });
    renderDrawer();

    const list = await screen.findByRole('list', { name: '消息列表' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '消息1（未读）' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '消息2' })).toBeTruthy();
    expect(screen.getByText('消息正文1')).toBeTruthy();
    expect(screen.getAllByText('2023-11-15 06:13:20')).toHaveLength(2);

    const query = server.callsTo('GET', '/api/qa/message/list')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({
      page_index: '1',
      page_size: '10',
      app_id: TEST_PROFILE.app_id,
      user_id: String(TEST_PROFILE.manager_id),
      user_type: '2',
    });
  });

  it('shows 暂无内容 when there are no messages', async () => {
    installFakeApi({ 'GET /api/qa/message/list': messageList([]) });
    renderDrawer();
    expect(await screen.findByText('暂无内容')).toBeTruthy();
  });

  it('shows the error and the empty state when the list fails', async () => {
    installFakeApi({
      'GET /api/qa/message/list': () => jsonResponse(500, envelope(undefined, 5000, '服务暂时不可用')),
    });
    renderDrawer();
    expect(await screen.findByText('暂无内容')).toBeTruthy();
    expect(await screen.findByText('服务暂时不可用')).toBeTruthy();
  });

  it('asks for unread messages only with read_status=0', async () => {
    const user = userEvent.setup();
    const server = installFakeApi({ 'GET /api/qa/message/list': messageList([message(1)]) });
    renderDrawer();
    await screen.findByRole('button', { name: '消息1（未读）' });

    await user.click(screen.getByRole('switch', { name: '只看未读' }));

    await waitFor(() => {
      const last = server.callsTo('GET', '/api/qa/message/list').at(-1)!;
      expect(last.query.get('read_status')).toBe('0');
      expect(last.query.get('page_index')).toBe('1');
    });
  });

  it('marks a clicked message read and opens its link in a new tab', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const server = installFakeApi({
      'GET /api/qa/message/list': messageList([message(41, { link: '/account/invoice/list' })]),
      'PUT /api/qa/message/read': () => ({ changed: 1 }),
    });
    renderDrawer();

    await user.click(await screen.findByRole('button', { name: '消息41（未读）' }));

    expect(open).toHaveBeenCalledWith('/account/invoice/list', '_blank', 'noopener');
    await waitFor(() => expect(server.callsTo('PUT', '/api/qa/message/read')).toHaveLength(1));
    const read = server.callsTo('PUT', '/api/qa/message/read')[0]!;
    expect(read.sealed).toBe(true);
    expect(read.body).toEqual({ ids: [41] });
    // The list (and the badge) are asked again once the server has marked it.
    await waitFor(() => expect(server.callsTo('GET', '/api/qa/message/list')).toHaveLength(2));
  });

  it('opens nothing for an empty or non-web link, and does not re-mark a read message', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const server = installFakeApi({
      'GET /api/qa/message/list': messageList([
        message(1, { link: '', read_status: 1 }),
        message(2, { link: 'javascript:alert(1)', read_status: 1 }),
      ]),
    });
    renderDrawer();

    await user.click(await screen.findByRole('button', { name: '消息1' }));
    await user.click(screen.getByRole('button', { name: '消息2' }));

    expect(open).not.toHaveBeenCalled();
    expect(server.callsTo('PUT', '/api/qa/message/read')).toHaveLength(0);
  });

  it('pages ten at a time and asks for page_index 2', async () => {
    const user = userEvent.setup();
    const rows = Array.from({ length: 10 }, (_, i) => message(i + 1));
    const server = installFakeApi({ 'GET /api/qa/message/list': messageList(rows, 25) });
    renderDrawer();
    await screen.findByRole('button', { name: '消息1（未读）' });

    await user.click(screen.getByTitle('2'));

    await waitFor(() => {
      const last = server.callsTo('GET', '/api/qa/message/list').at(-1)!;
      expect(last.query.get('page_index')).toBe('2');
      expect(last.query.get('page_size')).toBe('10');
    });
  });
});

describe('MessageCentreDrawer announcements', () => {
  async function showAnnouncements(rows: Announcement[], total = rows.length) {
    const user = userEvent.setup();
    const server = installFakeApi({
      'GET /api/qa/message/list': messageList([]),
      'GET /api/system/notice/list': () => listPayload(rows, total),
    });
    const onClose = renderDrawer();
    await user.click(screen.getByText('平台公告'));
    const list = await screen.findByRole('list', { name: '平台公告列表' });
    return { user, server, onClose, list };
  }

  it('fetches 10, shows the first 5 and links to 查看更多', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => announcement(i + 1));
    const { user, server, onClose, list } = await showAnnouncements(rows, 12);

    expect(server.callsTo('GET', '/api/system/notice/list')[0]!.query.get('page_size')).toBe('10');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(screen.queryByText('公告6')).toBeNull();
    const first = screen.getByRole('link', { name: '公告1' });
    expect(first.getAttribute('href')).toBe('/base/services/announcement/notice/detail?id=1');

    const more = screen.getByRole('link', { name: '查看更多' });
    expect(more.getAttribute('href')).toBe('/base/services/announcement/merchant/notice/list');
    await user.click(more);
    expect(onClose).toHaveBeenCalled();
  });

  it('has no 查看更多 when there are only 5', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => announcement(i + 1));
    await showAnnouncements(rows, 5);
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(screen.queryByRole('link', { name: '查看更多' })).toBeNull();
  });

  it('shows a danger tag in red and other tags in the default colour', async () => {
    await showAnnouncements([
      announcement(1, {
        tags: [
          { id: 1, name: '紧急', color: 1 },
          { id: 2, name: '通知', color: 0 },
        ],
      }),
    ]);
    const danger = screen.getByText('紧急').closest('.ant-tag')!;
    const plain = screen.getByText('通知').closest('.ant-tag')!;
    expect(danger.className).toMatch(/ant-tag-red/);
    expect(plain.className).not.toMatch(/red/);
  });
});
