import { Form, Input, Modal } from 'antd';
import { useState } from 'react';

export interface RejectReasonModalProps {
  open: boolean;
  title: string;
  onCancel(): void;
  /** Resolves when the rejection is saved; a rejection keeps the modal open (the error is shown already). */
  onSubmit(reason: string): Promise<unknown>;
}

/** Asks for the reason of a 驳回, which the applicant will read; blank text is not a reason. */
export function RejectReasonModal({ open, title, onCancel, onSubmit }: RejectReasonModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const { reason } = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit(reason.trim());
      form.resetFields();
    } catch {
      // The request helper has shown the failure; the modal stays for another try.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText="确认驳回"
      okButtonProps={{ danger: true, loading: saving }}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label="驳回原因"
          rules={[{ required: true, whitespace: true, message: '请输入驳回原因' }]}
        >
          <Input.TextArea maxLength={128} showCount rows={3} placeholder="请输入驳回原因，申请人可见" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
