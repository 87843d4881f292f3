import { formatTimestamp } from '@console/core';
import { Empty, Skeleton, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';

/** One entry of a record's history (spec 01 section 3). */
export interface RecordTimelineItem {
  /** Unix seconds. */
  event_time: number | string;
  operator?: { name?: string | null } | null;
  content: ReactNode;
}

export interface RecordTimelineProps {
  items: readonly RecordTimelineItem[] | undefined;
  loading?: boolean;
  emptyText?: ReactNode;
  'aria-label'?: string;
}

/** A record's operation history: when, who, what; newest first is the caller's order to choose. */
export function RecordTimeline({
  items,
  loading = false,
  emptyText = '暂无操作记录',
  'aria-label': ariaLabel = '操作记录',
}: RecordTimelineProps) {
  if (loading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!items || items.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <section aria-label={ariaLabel}>
      <Timeline
        items={items.map((item, index) => ({
          key: `${String(item.event_time)}-${index}`,
          title: (
            <Typography.Text type="secondary">
              <time>{formatTimestamp(item.event_time)}</time>
              {'　'}
              {item.operator?.name || '系统'}
            </Typography.Text>
          ),
          content: item.content,
        }))}
      />
    </section>
  );
}
