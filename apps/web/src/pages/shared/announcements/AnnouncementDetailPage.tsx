import { formatTimestamp } from '@console/core';
import { Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { isAnnouncementMissing, useAnnouncement } from '../../../features/messages/api/get-announcement';
import { AnnouncementTags } from '../../../features/messages/components/AnnouncementTags';
import { SafeHtml } from '../../../features/messages/components/SafeHtml';
import { ANNOUNCEMENT_LIST_PATH } from '../../../features/messages/paths';

/** A positive whole number, or undefined for a missing or malformed id. */
function parseId(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,15}$/.test(raw.trim())) return undefined;
  const id = Number(raw.trim());
  return id > 0 ? id : undefined;
}

/** Text written before rich text (no tags) keeps its line breaks as paragraphs. */
function contentHtml(content: string): string {
  if (/<[a-z][^>]*>/i.test(content)) return content;
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return content
    .split(/\n{2,}/)
    .map((part) => `<p>${escape(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * 公告详情: the content is the server's sanitised rich text, rendered through an allow-list as React
 * elements; nothing in it is ever run as HTML.
 */
export default function AnnouncementDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const id = parseId(params.get('id'));
  const announcement = useAnnouncement(id);

  // Opened from a link in a new tab there is no page to go back to; the list is the natural parent.
  const back = () => (location.key === 'default' ? navigate(ANNOUNCEMENT_LIST_PATH) : navigate(-1));

  const missing =
    id === undefined ||
    isAnnouncementMissing(announcement.error) ||
    (announcement.isSuccess && announcement.data === null);
  if (missing) {
    return (
      <Result
        status="404"
        title="公告不存在"
        subTitle="该公告不存在或已下线"
        extra={
          <Button type="primary" onClick={() => navigate(ANNOUNCEMENT_LIST_PATH)}>
            返回公告列表
          </Button>
        }
      />
    );
  }

  const data = announcement.data;
  return (
    <Card title="公告详情" extra={<Button onClick={back}>返回</Button>}>
      {announcement.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : data ? (
        <article>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {data.title}
          </Typography.Title>
          <Flex wrap align="center" gap={8} style={{ marginBottom: 16 }}>
            <AnnouncementTags tags={data.tags} />
            <Typography.Text type="secondary">发布时间：{formatTimestamp(data.publish_time)}</Typography.Text>
          </Flex>
          <SafeHtml html={contentHtml(data.content)} />
        </article>
      ) : (
        <Result
          status="error"
          title="公告加载失败"
          extra={<Button onClick={() => void announcement.refetch()}>重试</Button>}
        />
      )}
    </Card>
  );
}
