import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { feedback } from '../../../../lib/feedback';
import { openGate } from './api/console-overview';
import { useUnsavedDialog } from '../../../../widgets/unsaved-changes';

interface OpenGateForm {
  gate: string;
  reason: string;
}

/** 远程开闸: names the gate and the reason (both written to the gate feed), then asks once more. */
export function OpenGateModal({
  park,
  open,
  onClose,
  onDone,
}: {
  park: { id: number; name: string };
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<OpenGateForm>();
  // 取消, Esc and the mask ask before typed input is thrown away.
  const { requestClose, holder } = useUnsavedDialog(form, open, onClose);
  const [saving, setSaving] = useState(false);
  const { modal, message } = feedback();

  async function submit() {
    const values = await form.validateFields();
    const confirmed = await modal.confirm({
      title: '确认远程开闸？',
      content: `将打开「${park.name}」的 ${values.gate.trim()}，请确认通道现场安全。`,
      okText: '确认开闸',
      cancelText: '取消',
    });
    if (!confirmed) return;
    setSaving(true);
    try {
      await openGate({ park_id: park.id, gate: values.gate.trim(), reason: values.reason.trim() });
      void message.success('已发送开闸指令');
      form.resetFields();
      onDone();
      onClose();
    } catch {
      // The request helper already showed why.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title="远程开闸"
      open={open}
      okText="开闸"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={requestClose}
      destroyOnHidden
    >
      {holder}
      <Form<OpenGateForm> form={form} layout="vertical" initialValues={{ gate: '1号出口' }}>
        <Form.Item
          name="gate"
          label="通道"
          rules={[{ required: true, whitespace: true, message: '请输入通道' }]}
        >
          <Input maxLength={32} placeholder="如 1号出口" />
        </Form.Item>
        <Form.Item
          name="reason"
          label="开闸原因"
          rules={[{ required: true, whitespace: true, message: '请输入开闸原因' }]}
        >
          <Input.TextArea maxLength={128} showCount rows={3} placeholder="如 设备故障，人工确认后放行" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
