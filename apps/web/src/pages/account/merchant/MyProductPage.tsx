import { Card, Empty, Result, Button, Table, Tag } from 'antd';
import type { OwnProductRow } from '@console/core';
import { useOwnProducts } from './api/merchant-api';

const COLUMNS = [
  { title: '产品', dataIndex: 'label', key: 'label' },
  { title: '产品标识', dataIndex: 'product', key: 'product' },
  {
    title: '类型',
    dataIndex: 'kind',
    key: 'kind',
    render: (kind: OwnProductRow['kind']) =>
      kind === 'platform' ? <Tag color="blue">平台类型</Tag> : <Tag color="green">产品</Tag>,
  },
];

/** 我的产品: what the caller's merchant has enabled, with the catalogue's Chinese labels. */
export default function MyProductPage() {
  const products = useOwnProducts();
  if (products.isError) {
    return (
      <Result
        status="error"
        title="数据加载失败"
        extra={<Button onClick={() => void products.refetch()}>重试</Button>}
      />
    );
  }
  return (
    <Card title="我的产品">
      <Table<OwnProductRow>
        rowKey="product"
        aria-label="我的产品"
        loading={products.isPending}
        columns={COLUMNS}
        dataSource={products.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description="暂未开通产品" /> }}
      />
    </Card>
  );
}
