import { merchantResource, MY_MERCHANT_FIELDS } from '@console/core';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { feedback } from '../../../lib/feedback';
import { fieldControlOf } from '../../../resources/form/field-control';
import { formFieldsOf, rulesOf } from '../../../resources/form/form-fields';
import { ImageUpload } from '../../../widgets/image-upload';
import { merchantKeys, saveOwnMerchant } from './api/merchant-api';
import { useUnsavedDialog } from '../../../widgets/unsaved-changes';

export interface MyMerchantEditModalProps {
  open: boolean;
  row: Readonly<Record<string, unknown>>;
  onClose(): void;
}

/** 编辑商户资料: the fields a tenant keeps about itself, with the same rules as the server. */
export function MyMerchantEditModal({ open, row, onClose }: MyMerchantEditModalProps) {
  const [form] = Form.useForm<Record<string, unknown>>();
  // 取消, Esc and the mask ask before typed input is thrown away.
  const { requestClose, holder } = useUnsavedDialog(form, open, onClose);
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();
  const fields = useMemo(
    () =>
      formFieldsOf(merchantResource, 'edit').filter((spec) =>
        (MY_MERCHANT_FIELDS as readonly string[]).includes(spec.name),
      ),
    [],
  );
  const initialValues = useMemo(
    () => Object.fromEntries(MY_MERCHANT_FIELDS.map((name) => [name, row[name] ?? undefined])),
    [row],
  );

  const submit = async (values: Record<string, unknown>) => {
    const body = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
    );
    setSaving(true);
    try {
      await saveOwnMerchant(body);
      void feedback().message.success('保存成功');
      await queryClient.invalidateQueries({ queryKey: merchantKeys.own });
      onClose();
    } catch {
      // Shown by the request helper; the form stays as typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="编辑商户资料"
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={requestClose}
      destroyOnHidden
      width={640}
    >
      {holder}
      <Form
        form={form}
        name="my-merchant-form"
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
      >
        {fields.map((spec) => (
          <Form.Item key={spec.name} name={spec.name} label={spec.label} rules={rulesOf(spec)}>
            {spec.name === 'logo' ? (
              <ImageUpload namespace="default" />
            ) : (
              fieldControlOf(spec, 'edit').control
            )}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
