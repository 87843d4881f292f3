import { Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the dialog is about (the plate, the order), above the reason. */
  summary?: ReactNode;
  reasonLabel: string;
  /** Asked once more before anything changes, with the reason typed. */
  confirmTitle: string;
  okText: string;
  /** Extra inputs after the reason (a gate). */
  children?: ReactNode;
  busy: boolean;
  onSubmit(values: { reason: string } & Record<string, unknown>): Promise<unknown>;
  onClose(): void;
}

const MAX_REASON = 128;

/**
 * A destructive action that must say why (人工放行, 退款): the reason is required, then confirmed,
 * and only then sent. A failure keeps the dialog open with what was typed.
 */
export function ReasonDialog({
  open,
  title,
  summary,
  reasonLabel,
  confirmTitle,
  okText,
  children,
  busy,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const [form] = Form.useForm<{ reason: string } & Record<string, unknown>>();
  const [modal, holder] = Modal.useModal();

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const reason = values.reason.trim();
    void modal.confirm({
      title: confirmTitle,
      content: `${reasonLabel}：${reason}`,
      okText: '确定',
      cancelText: '再想想',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await onSubmit({ ...values, reason });
        } catch {
          // The request helper has shown why; the dialog stays open as typed.
          return;
        }
        form.resetFields();
        onClose();
      },
    });
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      {holder}
      {summary}
      <Form form={form} layout="vertical" name="reason-dialog" preserve={false}>
        <Form.Item
          name="reason"
          label={reasonLabel}
          rules={[
            { required: true, whitespace: true, message: `请输入${reasonLabel}` },
            { max: MAX_REASON, message: `${reasonLabel}最多 ${MAX_REASON} 个字符` },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} placeholder={`请输入${reasonLabel}`} />
        </Form.Item>
        {children}
      </Form>
    </Modal>
  );
}
