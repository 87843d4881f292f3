import { Button, Card, Descriptions, Empty, Modal, Select, Table } from 'antd';
import { useState } from 'react';
import { feedback } from '../../../lib/feedback';
import { Permission } from '../../../widgets/permission';
import type { DepartmentRow } from './department-tree';
import { useDepartmentWrites, type SubAccountOption } from './use-departments';

interface DepartmentMembersProps {
  department: DepartmentRow | undefined;
  /** member_ids come with each row of the list. */
  memberIds: readonly number[];
  subAccounts: readonly SubAccountOption[];
  loadingAccounts: boolean;
}

const COLUMNS = [
  { key: 'account', title: '账号', dataIndex: 'account' },
  { key: 'name', title: '姓名', dataIndex: 'name' },
];

/** The selected node's leader and members; 设置成员 replaces the member list with the chosen sub-accounts. */
export function DepartmentMembers({
  department,
  memberIds,
  subAccounts,
  loadingAccounts,
}: DepartmentMembersProps) {
  const [editing, setEditing] = useState<number[] | null>(null);
  const { assign } = useDepartmentWrites();
  if (!department) {
    return (
      <Card title="部门成员">
        <Empty description="请在左侧选择一个部门" />
      </Card>
    );
  }
  const byId = new Map(subAccounts.map((account) => [account.id, account]));
  const members = memberIds.map(
    (id) => byId.get(id) ?? { id, merchant_id: department.merchant_id, account: `#${id}`, name: '-' },
  );
  const candidates = subAccounts
    .filter((account) => account.merchant_id === department.merchant_id)
    .map((account) => ({ value: account.id, label: `${account.name}（${account.account}）` }));

  const save = async () => {
    try {
      await assign.mutateAsync({ id: department.id, manager_ids: editing ?? [] });
    } catch {
      return;
    }
    void feedback().message.success('成员已更新');
    setEditing(null);
  };

  return (
    <Card
      title={`${department.name} · 部门成员`}
      extra={
        <Permission codes={['account:department:update']}>
          <Button onClick={() => setEditing([...memberIds])}>设置成员</Button>
        </Permission>
      }
    >
      <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="负责人">{department.leader_name || '-'}</Descriptions.Item>
        <Descriptions.Item label="成员数">{department.member_count}</Descriptions.Item>
      </Descriptions>
      <Table
        rowKey="id"
        size="small"
        aria-label="部门成员"
        columns={COLUMNS}
        dataSource={members}
        loading={loadingAccounts}
        pagination={false}
        locale={{ emptyText: <Empty description="暂无成员" /> }}
      />
      <Modal
        open={editing !== null}
        title="设置成员"
        okText="保存"
        cancelText="取消"
        onOk={() => void save()}
        onCancel={() => setEditing(null)}
        confirmLoading={assign.isPending}
        destroyOnHidden
      >
        <p>选择属于“{department.name}”的子账号；子账号原属其他部门的将移到此部门，未选中的现有成员将移出。</p>
        <Select
          mode="multiple"
          aria-label="成员"
          style={{ width: '100%' }}
          options={candidates}
          value={editing ?? []}
          onChange={setEditing}
          optionFilterProp="label"
          placeholder="请选择子账号"
        />
      </Modal>
    </Card>
  );
}
