import { DeleteOutlined, EditOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Popconfirm,
  Result,
  Row,
  Skeleton,
  Tree,
  type TreeProps,
} from 'antd';
import { useMemo, useState } from 'react';
import { feedback } from '../../../lib/feedback';
import { Permission, usePermission } from '../../../widgets/permission';
import { DepartmentFormModal, type DepartmentFormTarget } from './DepartmentFormModal';
import { DepartmentMembers } from './DepartmentMembers';
import {
  buildDepartmentTree,
  selfAndDescendants,
  type DepartmentNode,
  type DepartmentRow,
} from './department-tree';
import { MoveDepartmentModal } from './MoveDepartmentModal';
import { useDepartments, useDepartmentWrites, useSubAccountOptions } from './use-departments';

// The definition's codes, as the lists <Permission> takes (the resource declares every one of them).
const P = {
  create: ['account:department:create'],
  update: ['account:department:update'],
  delete: ['account:department:delete'],
} as const;
const MOVE = ['account:department:update'] as const;

type TreeData = NonNullable<TreeProps['treeData']>;
const toTreeData = (nodes: DepartmentNode[]): TreeData =>
  nodes.map((node) => ({
    key: node.key,
    title: node.row.member_count > 0 ? `${node.title}（${node.row.member_count}）` : node.title,
    children: toTreeData(node.children),
  }));

/**
 * 组织架构: the org chart as an antd Tree. Add a root or a child, edit (rename, leader, order), move by
 * dragging or with a parent select, delete after a confirmation; the server refuses cycles and the
 * deletion of a node that still has children or members (1409), and the request helper shows why.
 */
export default function DepartmentPage() {
  const departments = useDepartments();
  const accounts = useSubAccountOptions();
  const writes = useDepartmentWrites();
  const { can } = usePermission();
  const [selectedId, setSelectedId] = useState<number>();
  const [form, setForm] = useState<DepartmentFormTarget | null>(null);
  const [moving, setMoving] = useState<DepartmentRow | null>(null);
  // Collapsed rather than expanded nodes are remembered, so a node that gains a child shows it at once.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());

  const rows = useMemo(() => departments.data ?? [], [departments.data]);
  const treeData = useMemo(() => toTreeData(buildDepartmentTree(rows)), [rows]);
  const expandedKeys = useMemo(
    () => rows.map((row) => row.id).filter((id) => !collapsed.has(id)),
    [rows, collapsed],
  );
  const selected = rows.find((row) => row.id === selectedId);
  const memberIds = (selected as (DepartmentRow & { member_ids?: number[] }) | undefined)?.member_ids ?? [];

  const remove = async (row: DepartmentRow) => {
    try {
      await writes.remove.mutateAsync(row.id);
    } catch {
      return;
    }
    void feedback().message.success('删除成功');
    setSelectedId(undefined);
  };

  // Dropping on a node makes it the parent; dropping into a gap joins the target's parent.
  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragged = rows.find((row) => row.id === Number(info.dragNode.key));
    const target = rows.find((row) => row.id === Number(info.node.key));
    if (!dragged || !target) return;
    const parentId = info.dropToGap ? target.parent_id : target.id;
    if (parentId === dragged.parent_id) return;
    if (
      parentId !== null &&
      (target.merchant_id !== dragged.merchant_id || selfAndDescendants(rows, dragged.id).has(parentId))
    ) {
      void feedback().message.warning('不能移动到自身、其下级部门或其他商户的部门下');
      return;
    }
    writes.move.mutate({ id: dragged.id, parent_id: parentId ?? 0 });
  };

  const toolbar = (
    <Flex gap="small" wrap>
      <Permission codes={P.create}>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setForm({ mode: 'create', parent: null })}
        >
          新增部门
        </Button>
      </Permission>
      {selected && (
        <>
          <Permission codes={P.create}>
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setForm({ mode: 'create', parent: selected })}
            >
              添加子部门
            </Button>
          </Permission>
          <Permission codes={P.update}>
            <Button
              icon={<EditOutlined aria-hidden />}
              onClick={() => setForm({ mode: 'edit', row: selected })}
            >
              编辑
            </Button>
          </Permission>
          <Permission codes={MOVE}>
            <Button icon={<SwapOutlined aria-hidden />} onClick={() => setMoving(selected)}>
              移动
            </Button>
          </Permission>
          <Permission codes={P.delete}>
            <Popconfirm
              title={`确定删除“${selected.name}”吗？`}
              description="有子部门或成员的部门不能删除。"
              okText="确定"
              cancelText="取消"
              onConfirm={() => remove(selected)}
            >
              <Button danger icon={<DeleteOutlined aria-hidden />}>
                删除
              </Button>
            </Popconfirm>
          </Permission>
        </>
      )}
    </Flex>
  );

  let body;
  if (departments.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (departments.isError)
    body = (
      <Result
        status="warning"
        title="组织架构加载失败"
        extra={<Button onClick={() => void departments.refetch()}>重试</Button>}
      />
    );
  else if (treeData.length === 0) body = <Empty description="还没有部门，点击“新增部门”开始搭建组织架构" />;
  else
    body = (
      <Tree
        aria-label="组织架构"
        blockNode
        showLine
        expandedKeys={expandedKeys}
        onExpand={(keys) => {
          const open = new Set(keys.map(Number));
          setCollapsed(new Set(rows.map((row) => row.id).filter((id) => !open.has(id))));
        }}
        draggable={can(MOVE) ? { icon: false } : false}
        treeData={treeData}
        selectedKeys={selectedId === undefined ? [] : [selectedId]}
        // Clicking the selected node keeps it selected: the members panel never empties by accident.
        onSelect={(_keys, info) => setSelectedId(Number(info.node.key))}
        onDrop={onDrop}
      />
    );

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Card title="组织架构">
          <Flex vertical gap="middle">
            {toolbar}
            {body}
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <DepartmentMembers
          department={selected}
          memberIds={memberIds}
          subAccounts={accounts.data ?? []}
          loadingAccounts={accounts.isLoading}
        />
      </Col>
      <DepartmentFormModal
        target={form}
        rows={rows}
        subAccounts={accounts.data ?? []}
        onClose={() => setForm(null)}
      />
      <MoveDepartmentModal moving={moving} rows={rows} onClose={() => setMoving(null)} />
    </Row>
  );
}
