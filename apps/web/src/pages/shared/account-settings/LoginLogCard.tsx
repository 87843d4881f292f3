import { formatTimestamp, labelOf, LOGIN_REASON } from '@console/core';
import { Card, Tag } from 'antd';
import type { LoginLogRow } from '@console/core';
import { DataTable, type DataColumn } from '../../../widgets/data-table';
import { useMyLoginLog } from './api/get-my-login-log';
import { UserAgentText } from './UserAgentText';

const COLUMNS: DataColumn<LoginLogRow>[] = [
  {
    key: 'create_time',
    title: '登录时间',
    dataIndex: 'create_time',
    render: (time: number) => formatTimestamp(time),
  },
  {
    key: 'success',
    title: '结果',
    dataIndex: 'success',
    render: (success: number) =>
      success === 1 ? <Tag color="success">成功</Tag> : <Tag color="error">失败</Tag>,
  },
  {
    key: 'reason',
    title: '说明',
    dataIndex: 'reason',
    render: (reason: string, row) => (row.success === 1 ? '-' : labelOf(LOGIN_REASON, reason)),
  },
  { key: 'ip', title: 'IP 地址', dataIndex: 'ip', render: (ip: string) => ip || '-' },
  {
    key: 'user_agent',
    title: '客户端',
    dataIndex: 'user_agent',
    render: (ua: string) => <UserAgentText value={ua} />,
  },
];

/** 最近登录: the caller's own 10 latest sign-ins, failed ones too, so a stranger's attempt shows. */
export function LoginLogCard() {
  const log = useMyLoginLog();
  return (
    <Card title="最近登录">
      <DataTable<LoginLogRow>
        aria-label="最近登录"
        rowKey="id"
        columns={COLUMNS}
        dataSource={log.data}
        loading={log.isFetching}
        error={log.error?.message}
        onRetry={() => void log.refetch()}
        paginated={false}
      />
    </Card>
  );
}
