import { formatTimestamp } from '@console/core';
import { Badge, Typography, theme } from 'antd';
import { useId } from 'react';
import type { Message } from '@console/core';
import { rowButtonStyle, singleLineStyle } from './list-styles';

interface MessageItemProps {
  message: Message;
  onOpen(message: Message): void;
}

/** One message as a button: its name is the title (with 未读 when unread), the body and time describe it. */
export function MessageItem({ message, onOpen }: MessageItemProps) {
  const { token } = theme.useToken();
  const detailsId = useId();
  const unread = message.read_status === 0;
  const time = formatTimestamp(message.create_time);
  return (
    <li role="listitem" style={{ borderBottom: `1px solid ${token.colorSplit}` }}>
      <button
        type="button"
        style={rowButtonStyle}
        aria-label={unread ? `${message.title}（未读）` : message.title}
        aria-describedby={detailsId}
        onClick={() => onOpen(message)}
      >
        <span style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          {unread && <Badge status="error" aria-hidden />}
          <Typography.Text strong={unread} style={{ ...singleLineStyle, flex: 1 }}>
            {message.title}
          </Typography.Text>
        </span>
        <span id={detailsId}>
          <Typography.Text type="secondary" style={singleLineStyle} title={message.body}>
            {message.body}
          </Typography.Text>{' '}
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {time}
          </Typography.Text>
        </span>
      </button>
    </li>
  );
}
