import { Empty } from 'antd';

/** The empty state of spec 01 section 2 (暂无内容), also shown after a failed load. */
export function EmptyContent() {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无内容" />;
}
