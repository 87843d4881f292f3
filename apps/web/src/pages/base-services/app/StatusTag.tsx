import { Tag } from 'antd';

export function StatusTag({ status }: { status: number }) {
  return status === 1 ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>;
}
