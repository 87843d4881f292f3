import { sessionResource, type RowOf } from '@console/core';
import { Card, Space, Tag } from 'antd';
import {
  useResourceTable,
  type ActionOverrides,
  type ColumnsOverride,
  type ResourceRow,
} from '../../../resources';
import { DataTable } from '../../../widgets/data-table';
import { UserAgentText } from './UserAgentText';

type SessionRow = RowOf<typeof sessionResource>;

// The server marks the caller's own session (current = 1) in the list.
const isCurrent = (row: SessionRow) => row.current === 1;

const COLUMNS: ColumnsOverride<SessionRow> = {
  account: {
    render: (account, row) => (
      <Space size={4}>
        {account || '-'}
        {isCurrent(row) && <Tag color="blue">当前</Tag>}
      </Space>
    ),
  },
  user_agent: { render: (value) => <UserAgentText value={value} /> },
};

// Ending one's own session here would sign out mid-page; 退出登录 is the way to do that.
const ACTIONS: ActionOverrides<SessionRow> = {
  revoke: { label: '下线', confirm: '确定让该会话下线吗？', danger: true, visible: (row) => !isCurrent(row) },
};

/** 在线会话: live sign-ins across the caller's tenants, each of which can be ended. */
export function SessionsCard() {
  const { tableProps } = useResourceTable(sessionResource, {
    columnsOverride: COLUMNS,
    actionOverrides: ACTIONS,
  });
  return (
    <Card title="在线会话">
      <DataTable<ResourceRow> {...tableProps} aria-label="在线会话" />
    </Card>
  );
}
