import { BellOutlined } from '@ant-design/icons';
import { REFRESH_INTERVAL_MS } from '@console/core';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { useMessages } from '../api/get-messages';

// The drawer (its lists, pagination, switches) loads on the first click on the bell, not with the shell.
const MessageCentreDrawer = lazy(() =>
  import('./MessageCentreDrawer').then((m) => ({ default: m.MessageCentreDrawer })),
);

// The badge only needs the unread total; 5 is the smallest page the server accepts.
const UNREAD_PROBE_SIZE = 5;

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The header bell: unread count polled every 65 s (silently), and the message centre drawer. */
export function MessageCentreButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const countId = useId();
  const unread = useMessages({
    pageIndex: 1,
    pageSize: UNREAD_PROBE_SIZE,
    unreadOnly: true,
    silent: true,
    refetchInterval: REFRESH_INTERVAL_MS,
  });
  const count = unread.data?.paging_header.total_count ?? 0;
  return (
    <>
      <Badge count={count} size="small" overflowCount={99}>
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label="消息中心"
          aria-describedby={count > 0 ? countId : undefined}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
          // The header is dark: the bell takes the header's text colour.
          style={{ color: 'inherit' }}
        />
      </Badge>
      {count > 0 && (
        <span id={countId} style={visuallyHidden}>
          {count} 条未读消息
        </span>
      )}
      {opened && (
        <Suspense fallback={null}>
          <MessageCentreDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
