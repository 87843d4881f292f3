import { passportResource, VALIDATORS } from '@console/core';
import { DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { feedback } from '../../lib/feedback';
import { useResourceMutation } from '../../resources';
import { createRow } from '../../resources/api/resource-requests';
import { ParkSelector } from '../../widgets/park-selector';
import { useUnsavedDialog } from '../../widgets/unsaved-changes';

interface IssueValues {
  park_id: number;
  holder_name: string;
  holder_mobile: string;
  vehicle_desc?: string;
  validity: [Dayjs, Dayjs];
  remark?: string;
}

/** 办理通行证: the server numbers the passport and checks the validity again. */
export function IssuePassportModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const [form] = Form.useForm<IssueValues>();
  // 取消, Esc and the mask ask before typed input is thrown away.
  const { requestClose, holder } = useUnsavedDialog(form, open, onClose);
  const [saving, setSaving] = useState(false);
  const create = useResourceMutation(passportResource, (body: Record<string, unknown>) =>
    createRow(passportResource, body),
  );
  const submit = async () => {
    const { validity, ...values } = await form.validateFields();
    setSaving(true);
    try {
      await create.mutateAsync({
        ...values,
        start_time: validity[0].unix(),
        end_time: validity[1].unix(),
      });
      feedback().message.success('通行证已办理');
      onClose();
    } catch {
      // shown by the request helper
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title="办理无牌车通行证"
      okText="办理"
      okButtonProps={{ loading: saving }}
      onOk={() => void submit()}
      onCancel={requestClose}
      destroyOnHidden
    >
      {holder}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="park_id" label="车场" rules={[{ required: true, message: '请选择车场' }]}>
          <ParkSelector valueField="id" />
        </Form.Item>
        <Form.Item
          name="holder_name"
          label="持证人"
          rules={[{ required: true, whitespace: true, message: '请输入持证人' }]}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item
          name="holder_mobile"
          label="手机号"
          rules={[
            { required: true, message: '请输入手机号' },
            {
              validator: async (_, v?: string) => {
                if (v && !VALIDATORS.mobile.test(v)) throw new Error(VALIDATORS.mobile.message);
              },
            },
          ]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="vehicle_desc" label="车辆描述">
          <Input maxLength={64} placeholder="如：白色新车（未上牌）" />
        </Form.Item>
        <Form.Item name="validity" label="有效期" rules={[{ required: true, message: '请选择有效期' }]}>
          <DatePicker.RangePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea maxLength={255} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
