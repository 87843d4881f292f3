import { formatTimestamp, okrTimelineResource, tagOf, OKR_TIMELINE_EVENT } from '@console/core';
import { Empty, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useResourceList } from '../../resources';

/** 目标动态: the objective's changes and progress updates, newest first (the server writes them). */
export function ObjectiveTimeline({ objectiveId }: { objectiveId: number }) {
  const list = useResourceList(okrTimelineResource, {
    objective_id: objectiveId,
    page_index: 1,
    page_size: 50,
  });
  if (list.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  const rows = list.data?.row ?? [];
  if (rows.length === 0) return <Empty description="暂无动态" />;
  return (
    <Timeline
      items={rows.map((row) => {
        const tag = tagOf(OKR_TIMELINE_EVENT, row.event);
        return {
          key: row.id,
          color: tag.color === 'red' ? 'red' : tag.color === 'green' ? 'green' : 'blue',
          children: (
            <div data-testid="okr-timeline-entry">
              <Tag color={tag.color}>{tag.label}</Tag>
              {row.summary}
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                目标进度 {row.progress_text} · {row.account} · {formatTimestamp(row.create_time)}
              </Typography.Text>
            </div>
          ),
        };
      })}
    />
  );
}
