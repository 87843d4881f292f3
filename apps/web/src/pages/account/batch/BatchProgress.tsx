import { Progress, type ProgressProps } from 'antd';

/** The bar's look by batch status: moving while 处理中, green once 完成, red when 失败. */
const LOOK: Record<number, ProgressProps['status']> = { 1: 'active', 2: 'success', [-1]: 'exception' };

/**
 * Settled rows of the total, 0-100, 100 once 完成: the rule of the server's 进度 column and of
 * `batch/task/statistics`, for the detail page, which reads the batch's counts.
 */
export function batchPercent(batch: {
  status: number;
  total: number | null;
  ok_count: number;
  error_count: number;
}): number {
  if (batch.status === 2) return 100;
  if (!batch.total) return 0;
  return Math.min(100, Math.floor(((batch.ok_count + batch.error_count) * 100) / batch.total));
}

/** 导入进度 of one batch, on the list and the detail page. */
export function BatchProgress({
  status,
  percent,
  size,
}: {
  status: number;
  percent: number;
  size?: 'small';
}) {
  return <Progress percent={percent} status={LOOK[status] ?? 'normal'} size={size} aria-label="导入进度" />;
}
