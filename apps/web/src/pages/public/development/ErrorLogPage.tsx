import { Button, Card, Empty, Popconfirm, Table, Typography } from 'antd';
import { useErrorLog, type ErrorLogEntry } from '../../../lib/error-log';

const SOURCE_LABEL: Record<ErrorLogEntry['source'], string> = {
  error: '脚本错误',
  unhandledrejection: '未处理的 Promise 拒绝',
  react: '页面渲染错误',
};

/** /development/error-log: the last 50 uncaught errors of this tab. */
export default function ErrorLogPage() {
  const { entries, clear } = useErrorLog();
  return (
    <Card
      title="错误日志（最近 50 条）"
      extra={
        <Popconfirm
          title="确定清空错误日志吗？"
          okText="清空"
          cancelText="取消"
          onConfirm={clear}
          disabled={entries.length === 0}
        >
          <Button danger disabled={entries.length === 0}>
            清空
          </Button>
        </Popconfirm>
      }
    >
      <Table<ErrorLogEntry>
        rowKey="id"
        dataSource={entries}
        pagination={false}
        locale={{ emptyText: <Empty description="暂无错误" /> }}
        expandable={{
          expandedRowRender: (row) => (
            <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap' }}>
              {row.stack ?? '无堆栈信息'}
            </Typography.Paragraph>
          ),
          rowExpandable: (row) => Boolean(row.stack),
        }}
        columns={[
          {
            title: '时间',
            dataIndex: 'time',
            width: 180,
            render: (t: number) => new Date(t).toLocaleString('zh-CN'),
          },
          {
            title: '类型',
            dataIndex: 'source',
            width: 160,
            render: (s: ErrorLogEntry['source']) => SOURCE_LABEL[s],
          },
          { title: '信息', dataIndex: 'message' },
          { title: '页面', dataIndex: 'url', width: 240 },
        ]}
      />
    </Card>
  );
}
