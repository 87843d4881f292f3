import { importErrorView, REPORT_STATUS, tagOf } from '@console/core';
import { useQuery } from '@tanstack/react-query';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Popconfirm, Skeleton, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/request';
import { LoadFailed, MissingRow, ResourceListPage, isNotFound, useRowId } from '../../../resources';
import { Permission } from '../../../widgets/permission';
import { IMPORT_BATCH_PATHS } from '../paths';
import { BatchProgress, batchPercent } from './BatchProgress';
import { ABORT_CODE, ABORT_CONFIRM, DELETE_CONFIRM, isRunning, useBatchActions } from './use-batch-actions';

interface ImportBatch {
  batch_no: string;
  name: string;
  status: number;
  total: number | null;
  ok_count: number;
  error_count: number;
  error: string | null;
}

/** 终止 while the batch runs, 删除 (then back to the list) once it has ended; each asked first. */
function BatchButtons({ batch }: { batch: ImportBatch }) {
  const navigate = useNavigate();
  const { abort, remove, aborting, removing } = useBatchActions();
  const running = isRunning(batch.status);
  return (
    <Permission codes={[ABORT_CODE]}>
      <Popconfirm
        title={running ? ABORT_CONFIRM : DELETE_CONFIRM}
        okText={running ? '终止' : '删除'}
        cancelText="取消"
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          (running
            ? abort(batch)
            : remove(batch.batch_no).then(() => void navigate(IMPORT_BATCH_PATHS.list))
          ).catch(() => undefined)
        }
      >
        <Button danger loading={running ? aborting : removing}>
          {running ? '终止' : '删除'}
        </Button>
      </Popconfirm>
    </Permission>
  );
}

/**
 * 导入详情: the batch's counts and progress (reloaded every 2 s while it runs; the job adds each
 * chunk's rows as it commits them), 终止 or 删除, and its refused rows with their row numbers, the
 * generic list of the batch/task view filtered to this batch.
 */
export default function ImportBatchDetailPage() {
  const id = useRowId();
  const batch = useQuery({
    // Under the view's key: 终止 and 删除 (and the list's) refresh it.
    queryKey: ['batch/batch', id],
    queryFn: async () => (await api.get<ImportBatch>('batch/batch', { id })).payload,
    enabled: id !== undefined,
    retry: false,
    refetchInterval: (query) => (query.state.data && isRunning(query.state.data.status) ? 2000 : false),
  });
  if (id === undefined || (batch.error && isNotFound(batch.error))) return <MissingRow />;
  if (batch.error) return <LoadFailed onRetry={() => void batch.refetch()} />;
  const row = batch.data;
  if (!row) return <Skeleton active />;
  const tag = tagOf(REPORT_STATUS, row.status);
  return (
    <Flex vertical gap="middle">
      <Card title="导入任务" size="small" extra={<BatchButtons batch={row} />}>
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
        {row.total ? <BatchProgress status={row.status} percent={batchPercent(row)} /> : null}
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
