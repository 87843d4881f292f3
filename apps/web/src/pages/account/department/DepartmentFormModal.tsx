import { Form, Input, InputNumber, Modal, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { feedback } from '../../../lib/feedback';
import { buildDepartmentTree, type DepartmentNode, type DepartmentRow } from './department-tree';
import { useDepartmentWrites, type SubAccountOption } from './use-departments';
import { useUnsavedDialog } from '../../../widgets/unsaved-changes';

export type DepartmentFormTarget =
  { mode: 'create'; parent: DepartmentRow | null } | { mode: 'edit'; row: DepartmentRow };

interface DepartmentFormModalProps {
  target: DepartmentFormTarget | null;
  rows: readonly DepartmentRow[];
  subAccounts: readonly SubAccountOption[];
  onClose(): void;
}

interface FormValues {
  name: string;
  parent_id?: number;
  leader_id?: number;
  sort?: number;
}

type TreeOption = { value: number; title: string; children: TreeOption[] };
const toTreeOptions = (nodes: DepartmentNode[]): TreeOption[] =>
  nodes.map((node) => ({ value: node.key, title: node.title, children: toTreeOptions(node.children) }));

/**
 * 新增部门 / 添加子部门 / 编辑部门 in one form; the parent is chosen on create and changed by 移动.
 * Each opening mounts a fresh form, so its initial values are this opening's, never the last one's.
 */
export function DepartmentFormModal({ target, ...rest }: DepartmentFormModalProps) {
  if (!target) return null;
  const key = target.mode === 'edit' ? `edit-${target.row.id}` : `new-${target.parent?.id ?? 0}`;
  return <DepartmentFormDialog key={key} target={target} {...rest} />;
}

function DepartmentFormDialog({
  target,
  rows,
  subAccounts,
  onClose,
}: DepartmentFormModalProps & { target: DepartmentFormTarget }) {
  const [form] = Form.useForm<FormValues>();
  // 取消, Esc and the mask ask before typed input is thrown away.
  const { requestClose, holder } = useUnsavedDialog(form, true, onClose);
  const writes = useDepartmentWrites();
  const treeOptions = useMemo(() => toTreeOptions(buildDepartmentTree(rows)), [rows]);
  const editing = target.mode === 'edit';
  const merchantId = target.mode === 'edit' ? target.row.merchant_id : target.parent?.merchant_id;
  // A leader must be a sub-account of the department's merchant; a new root's merchant is the caller's.
  const leaders = subAccounts
    .filter((account) => merchantId === undefined || account.merchant_id === merchantId)
    .map((account) => ({ value: account.id, label: `${account.name}（${account.account}）` }));
  const title = editing ? '编辑部门' : target.parent ? `添加“${target.parent.name}”的子部门` : '新增部门';
  const initialValues: Partial<FormValues> =
    target.mode === 'edit'
      ? { name: target.row.name, leader_id: target.row.leader_id ?? undefined, sort: target.row.sort }
      : { parent_id: target.parent?.id, sort: 0 };

  const save = async () => {
    const values = await form.validateFields();
    const body = {
      name: values.name.trim(),
      sort: values.sort ?? 0,
      ...(values.leader_id !== undefined && { leader_id: values.leader_id }),
    };
    try {
      if (target.mode === 'edit') await writes.update.mutateAsync({ ...body, id: target.row.id });
      else
        await writes.create.mutateAsync({
          ...body,
          ...(values.parent_id && { parent_id: values.parent_id }),
        });
    } catch {
      return; // the request helper has said why; the form stays as typed
    }
    void feedback().message.success('保存成功');
    onClose();
  };

  return (
    <Modal
      open
      title={title}
      okText="保存"
      cancelText="取消"
      onOk={() => void save()}
      onCancel={requestClose}
      confirmLoading={writes.create.isPending || writes.update.isPending}
    >
      {holder}
      <Form form={form} layout="vertical" name="department-form" initialValues={initialValues}>
        <Form.Item
          name="name"
          label="部门名称"
          rules={[
            { required: true, whitespace: true, message: '请输入部门名称' },
            { max: 64, message: '部门名称不能超过 64 个字' },
          ]}
        >
          <Input placeholder="如 运营部" maxLength={64} />
        </Form.Item>
        {!editing && (
          <Form.Item name="parent_id" label="上级部门" extra="不选则为顶级部门">
            <TreeSelect treeData={treeOptions} allowClear treeDefaultExpandAll placeholder="请选择上级部门" />
          </Form.Item>
        )}
        <Form.Item name="leader_id" label="负责人">
          <Select
            options={leaders}
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="请选择子账号"
          />
        </Form.Item>
        <Form.Item name="sort" label="排序" extra="数字越小越靠前">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
