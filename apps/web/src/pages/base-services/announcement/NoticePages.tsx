import { noticeResource, formatTimestamp, type AnnouncementTag, type RowOf } from '@console/core';
import { Flex, Modal, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { AnnouncementTags } from '../../../features/messages/components/AnnouncementTags';
import { SafeHtml } from '../../../features/messages/components/SafeHtml';
import {
  ResourceFormPage,
  ResourceListPage,
  useResourceDetail,
  type ColumnsOverride,
  type FieldRenderers,
} from '../../../resources';
import type { RowAction } from '../../../widgets/data-table';
import { NOTICE_PATHS } from './paths';
import { RichTextEditor } from './RichTextEditor';
import { TagListEditor } from './TagListEditor';

type NoticeRow = RowOf<typeof noticeResource>;

function parseTags(raw: unknown): AnnouncementTag[] {
  try {
    const parsed: unknown = JSON.parse(String(raw ?? '[]'));
    return Array.isArray(parsed) ? (parsed as AnnouncementTag[]) : [];
  } catch {
    return [];
  }
}

const COLUMNS: ColumnsOverride<NoticeRow> = {
  tags: { render: (value) => <AnnouncementTags tags={parseTags(value)} /> },
};

/** 预览: the notice as a reader will see it, whether or not it is published yet. */
function NoticePreview({ id, onClose }: { id: number; onClose(): void }) {
  const detail = useResourceDetail(noticeResource, id);
  const row = detail.data;
  return (
    <Modal open title="公告预览" footer={null} width={720} onCancel={onClose}>
      {!row ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <article>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {row.title}
          </Typography.Title>
          <Flex wrap align="center" gap={8} style={{ marginBottom: 16 }}>
            <AnnouncementTags tags={parseTags(row.tags)} />
            <Typography.Text type="secondary">发布时间：{formatTimestamp(row.publish_time)}</Typography.Text>
          </Flex>
          <SafeHtml html={row.content} />
        </article>
      )}
    </Modal>
  );
}

/**
 * 公告管理 (platform): 下线 and 发布 come from the definition; a notice whose publish time is still
 * ahead is 已发布 but shows to its audience only from that time.
 */
export function NoticeListPage() {
  const [previewing, setPreviewing] = useState<number>();
  const rowActions = useMemo<RowAction<NoticeRow>[]>(
    () => [
      {
        key: 'preview',
        label: '预览',
        permission: noticeResource.permissions.detail,
        onClick: (row) => setPreviewing(row.id),
      },
    ],
    [],
  );
  return (
    <>
      <ResourceListPage
        resource={noticeResource}
        addPath={NOTICE_PATHS.add}
        editPath={NOTICE_PATHS.edit}
        columnsOverride={COLUMNS}
        rowActions={rowActions}
        actionOverrides={{ offline: { confirm: '下线后商户将看不到该公告，确定下线吗？' } }}
      />
      {previewing !== undefined && <NoticePreview id={previewing} onClose={() => setPreviewing(undefined)} />}
    </>
  );
}

const RENDERERS: FieldRenderers = {
  content: () => <RichTextEditor />,
  tags: () => <TagListEditor />,
};

export function NoticeAddPage() {
  return (
    <ResourceFormPage
      resource={noticeResource}
      mode="create"
      renderField={RENDERERS}
      listPath={NOTICE_PATHS.list}
    />
  );
}

export function NoticeEditPage() {
  return (
    <ResourceFormPage
      resource={noticeResource}
      mode="edit"
      renderField={RENDERERS}
      listPath={NOTICE_PATHS.list}
    />
  );
}
