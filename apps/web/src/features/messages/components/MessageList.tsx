import { MESSAGE_PAGE_SIZE } from '@console/core';
import { Flex, Pagination, Skeleton, Spin, Switch } from 'antd';
import { useId, useState } from 'react';
import { useMessages } from '../api/get-messages';
import { useMarkMessagesRead } from '../api/mark-messages-read';
import { openableLink } from '../message-link';
import type { Message } from '@console/core';
import { EmptyContent } from './EmptyContent';
import { listStyle } from './list-styles';
import { MessageItem } from './MessageItem';

/** The messages tab of the message centre: unread filter, ten a page, click to read and follow. */
export function MessageList() {
  const switchId = useId();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const messages = useMessages({ pageIndex: page, pageSize: MESSAGE_PAGE_SIZE, unreadOnly });
  const markRead = useMarkMessagesRead();
  const rows = messages.data?.row ?? [];
  const total = messages.data?.paging_header.total_count ?? 0;

  // Reading the last unread message of a page empties it; step back to the last page that has any.
  const lastPage = Math.max(1, Math.ceil(total / MESSAGE_PAGE_SIZE));
  if (messages.isSuccess && !messages.isPlaceholderData && page > lastPage) setPage(lastPage);

  const open = (message: Message) => {
    // Opened inside the click so the browser does not treat the new tab as a pop-up.
    const link = openableLink(message.link);
    if (link) window.open(link, '_blank', 'noopener');
    if (message.read_status === 0) markRead.mutate({ ids: [message.id] });
  };

  const filter = (checked: boolean) => {
    setUnreadOnly(checked);
    setPage(1);
  };

  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end" align="center" gap={8}>
        <label htmlFor={switchId}>只看未读</label>
        <Switch id={switchId} size="small" checked={unreadOnly} onChange={filter} />
      </Flex>
      {messages.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Spin spinning={messages.isFetching}>
          {rows.length === 0 ? (
            <EmptyContent />
          ) : (
            <ul role="list" aria-label="消息列表" style={listStyle}>
              {rows.map((message) => (
                <MessageItem key={message.id} message={message} onOpen={open} />
              ))}
            </ul>
          )}
        </Spin>
      )}
      {total > MESSAGE_PAGE_SIZE && (
        <Flex justify="center">
          <Pagination
            size="small"
            current={Math.min(page, lastPage)}
            pageSize={MESSAGE_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={setPage}
          />
        </Flex>
      )}
    </Flex>
  );
}
