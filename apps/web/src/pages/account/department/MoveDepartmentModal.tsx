import { Form, Modal, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { feedback } from '../../../lib/feedback';
import { buildDepartmentTree, moveTargets, type DepartmentNode, type DepartmentRow } from './department-tree';
import { useDepartmentWrites } from './use-departments';
import { useUnsavedDialog } from '../../../widgets/unsaved-changes';

const ROOT = 0;

type TreeOption = { value: number; title: string; children?: TreeOption[] };
const toTreeOptions = (nodes: DepartmentNode[]): TreeOption[] =>
  nodes.map((node) => ({ value: node.key, title: node.title, children: toTreeOptions(node.children) }));

interface MoveDepartmentModalProps {
  moving: DepartmentRow | null;
  rows: readonly DepartmentRow[];
  onClose(): void;
}

/** 移动: only the same merchant's nodes outside the moving subtree are offered; the server checks again. */
export function MoveDepartmentModal({ moving, ...rest }: MoveDepartmentModalProps) {
  // A fresh form per opening: its initial parent is the moving node's.
  return moving ? <MoveDialog key={moving.id} moving={moving} {...rest} /> : null;
}

function MoveDialog({ moving, rows, onClose }: MoveDepartmentModalProps & { moving: DepartmentRow }) {
  const [form] = Form.useForm<{ parent_id: number }>();
  // 取消, Esc and the mask ask before typed input is thrown away.
  const { requestClose, holder } = useUnsavedDialog(form, true, onClose);
  const { move } = useDepartmentWrites();
  const options = useMemo(
    () => [
      { value: ROOT, title: '（设为顶级部门）' },
      ...toTreeOptions(buildDepartmentTree(moveTargets(rows, moving))),
    ],
    [rows, moving],
  );

  const save = async () => {
    const { parent_id } = await form.validateFields();
    try {
      await move.mutateAsync({ id: moving.id, parent_id });
    } catch {
      return;
    }
    void feedback().message.success('移动成功');
    onClose();
  };

  return (
    <Modal
      open
      title={`移动“${moving.name}”`}
      okText="移动"
      cancelText="取消"
      onOk={() => void save()}
      onCancel={requestClose}
      confirmLoading={move.isPending}
    >
      {holder}
      <Form
        form={form}
        layout="vertical"
        name="department-move"

        initialValues={{ parent_id: moving.parent_id ?? ROOT }}
      >
        <Form.Item
          name="parent_id"
          label="新的上级部门"
          rules={[{ required: true, message: '请选择上级部门' }]}
        >
          <TreeSelect treeData={options} treeDefaultExpandAll placeholder="请选择上级部门" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
