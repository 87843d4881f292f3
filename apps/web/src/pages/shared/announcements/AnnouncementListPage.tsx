import { DEFAULT_PAGE_SIZE, PAGE_SIZES, formatTimestamp } from '@console/core';
import { Card, Input, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Announcement } from '@console/core';
import { useAnnouncements } from '../../../features/messages/api/get-announcements';
import { AnnouncementTags } from '../../../features/messages/components/AnnouncementTags';
import { EmptyContent } from '../../../features/messages/components/EmptyContent';
import { announcementDetailPath } from '../../../features/messages/paths';

const columns: TableColumnsType<Announcement> = [
  {
    title: '标题',
    dataIndex: 'title',
    render: (title: string, row) => <Link to={announcementDetailPath(row.id)}>{title}</Link>,
  },
  { title: '标签', dataIndex: 'tags', width: 240, render: (_, row) => <AnnouncementTags tags={row.tags} /> },
  {
    title: '发布时间',
    dataIndex: 'publish_time',
    width: 180,
    render: (time: number) => formatTimestamp(time),
  },
];

/** 平台公告 (spec 01 section 2): every published announcement, searchable by title, paged by the server. */
export default function AnnouncementListPage() {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ index: 1, size: DEFAULT_PAGE_SIZE });
  const announcements = useAnnouncements({ page_index: page.index, page_size: page.size, keyword });

  const search = (value: string) => {
    const text = value.trim();
    setDraft(text);
    setKeyword(text);
    setPage((current) => ({ ...current, index: 1 }));
  };

  return (
    <Card title="平台公告">
      <Input.Search
        aria-label="公告标题"
        placeholder="请输入公告标题"
        allowClear
        maxLength={50}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => setDraft((text) => text.trim())}
        onSearch={search}
        enterButton="查询"
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      <Table<Announcement>
        rowKey="id"
        columns={columns}
        dataSource={announcements.data?.row ?? []}
        loading={announcements.isFetching}
        locale={{ emptyText: <EmptyContent /> }}
        pagination={{
          current: page.index,
          pageSize: page.size,
          total: announcements.data?.paging_header.total_count ?? 0,
          pageSizeOptions: [...PAGE_SIZES],
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (index, size) =>
            setPage((current) => ({ index: size === current.size ? index : 1, size })),
        }}
      />
    </Card>
  );
}
