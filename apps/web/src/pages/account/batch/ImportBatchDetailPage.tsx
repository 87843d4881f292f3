import { importErrorView, REPORT_STATUS, tagOf } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Progress, Skeleton, Tag } from 'antd';
import { api } from '../../../lib/request';
import { LoadFailed, MissingRow, ResourceListPage, isNotFound, useRowId } from '../../../resources';

interface ImportBatch {
  batch_no: string;
  name: string;
  status: number;
  total: number | null;
  ok_count: number;
  error_count: number;
  error: string | null;
}

const RUNNING_STATUSES = new Set([0, 1]);

/**
 * 导入详情: the batch's counts (reloaded every 2 s while it runs) and its refused rows with their
 * row numbers, the generic list of the batch/task view filtered to this batch.
 */
export default function ImportBatchDetailPage() {
  const id = useRowId();
  const batch = useQuery({
    queryKey: ['batch/batch', id],
    queryFn: async () => (await api.get<ImportBatch>('batch/batch', { id })).payload,
    enabled: id !== undefined,
    retry: false,
    refetchInterval: (query) =>
      query.state.data && RUNNING_STATUSES.has(query.state.data.status) ? 2000 : false,
  });
  if (id === undefined || (batch.error && isNotFound(batch.error))) return <MissingRow />;
  if (batch.error) return <LoadFailed onRetry={() => void batch.refetch()} />;
  const row = batch.data;
  if (!row) return <Skeleton active />;
  const settled = row.ok_count + row.error_count;
  const tag = tagOf(REPORT_STATUS, row.status);
  return (
    <Flex vertical gap="middle">
      <Card title="导入任务" size="small">
        <Descriptions column={3} size="small">
          <Descriptions.Item label="批次号">{row.batch_no}</Descriptions.Item>
          <Descriptions.Item label="导入类型">{row.name}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <Tag color={tag.color}>{tag.label}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="总行数">{row.total ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="成功行数">{row.ok_count}</Descriptions.Item>
          <Descriptions.Item label="失败行数">{row.error_count}</Descriptions.Item>
          {row.error && <Descriptions.Item label="失败原因">{row.error}</Descriptions.Item>}
        </Descriptions>
        {row.total ? (
          <Progress percent={Math.round((settled / row.total) * 100)} aria-label="导入进度" />
        ) : null}
      </Card>
      <ResourceListPage
        resource={importErrorView}
        fixedParams={{ batch_no: row.batch_no }}
        toolbar={
          row.error_count > 0 && (
            // A plain link: the download accepts the session cookie, as the report centre's does.
            <Button
              icon={<DownloadOutlined aria-hidden />}
              href={`/api/batch/task/download?batch_no=${encodeURIComponent(row.batch_no)}`}
            >
              下载失败行
            </Button>
          )
        }
      />
    </Flex>
  );
}
