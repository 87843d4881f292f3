import { ANNOUNCEMENTS_FETCHED, ANNOUNCEMENTS_SHOWN, formatTimestamp } from '@console/core';
import { Flex, Skeleton, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { useAnnouncements } from '../api/get-announcements';
import { ANNOUNCEMENT_LIST_PATH, announcementDetailPath } from '../paths';
import { AnnouncementTags } from './AnnouncementTags';
import { EmptyContent } from './EmptyContent';
import { listStyle, singleLineStyle } from './list-styles';

interface AnnouncementPreviewProps {
  /** Called when a link leaves for another screen, so the drawer can close. */
  onNavigate(): void;
}

/** The announcements tab: ten fetched, the first five shown, 查看更多 when there are more. */
export function AnnouncementPreview({ onNavigate }: AnnouncementPreviewProps) {
  const { token } = theme.useToken();
  const announcements = useAnnouncements({ page_index: 1, page_size: ANNOUNCEMENTS_FETCHED });
  if (announcements.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;

  const rows = announcements.data?.row ?? [];
  const total = announcements.data?.paging_header.total_count ?? 0;
  const hasMore = rows.length > ANNOUNCEMENTS_SHOWN || total > ANNOUNCEMENTS_SHOWN;
  if (rows.length === 0) return <EmptyContent />;

  return (
    <Flex vertical gap={12}>
      <ul role="list" aria-label="平台公告列表" style={listStyle}>
        {rows.slice(0, ANNOUNCEMENTS_SHOWN).map((item) => (
          <li
            key={item.id}
            role="listitem"
            style={{ padding: '12px 4px', borderBottom: `1px solid ${token.colorSplit}` }}
          >
            <Link to={announcementDetailPath(item.id)} onClick={onNavigate} style={singleLineStyle}>
              {item.title}
            </Link>
            <Flex wrap align="center" gap={4} style={{ marginTop: 4 }}>
              <AnnouncementTags tags={item.tags} />
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {formatTimestamp(item.publish_time)}
              </Typography.Text>
            </Flex>
          </li>
        ))}
      </ul>
      {hasMore && (
        <Flex justify="center">
          <Link to={ANNOUNCEMENT_LIST_PATH} onClick={onNavigate}>
            查看更多
          </Link>
        </Flex>
      )}
    </Flex>
  );
}
