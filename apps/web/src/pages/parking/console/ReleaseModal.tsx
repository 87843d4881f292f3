import { formatTimestamp } from '@console/core';
import { App, Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { PlateDisplay } from '../../../widgets/plate-display';
import { releaseCar, type ConsoleCar } from './api/console-overview';

interface ReleaseForm {
  reason: string;
  gate?: string;
}

/** 人工放行: ends the car's stay without payment; who released it and why go to 放行记录. */
export function ReleaseModal({
  car,
  onClose,
  onDone,
}: {
  car: ConsoleCar | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<ReleaseForm>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();

  async function submit() {
    if (!car) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      await releaseCar({
        id: car.id,
        reason: values.reason.trim(),
        ...(values.gate?.trim() && { gate: values.gate.trim() }),
      });
      void message.success(`${car.plate} 已放行`);
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
      title="人工放行"
      open={car !== undefined}
      okText="确认放行"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {car && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <span>
              <PlateDisplay plate={car.plate} color={car.plate_color} /> 于 {formatTimestamp(car.entry_time)}{' '}
              入场
            </span>
          }
          description="放行后该车辆的停车记录结束且不再收费，操作人与原因将记入放行记录。"
        />
      )}
      <Form<ReleaseForm> form={form} layout="vertical">
        <Form.Item
          name="reason"
          label="放行原因"
          rules={[{ required: true, whitespace: true, message: '请输入放行原因' }]}
        >
          <Input.TextArea maxLength={128} showCount rows={3} placeholder="如 车主已线下缴费" />
        </Form.Item>
        <Form.Item name="gate" label="放行通道">
          <Input maxLength={32} placeholder="留空记为 人工放行" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
