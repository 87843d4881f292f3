import { toAntdRule } from '@console/core';
import { Button, Card, Form, Input, type FormRule } from 'antd';
import { feedback } from '../../../lib/feedback';
import { useUnsavedChanges } from '../../../widgets/unsaved-changes';
import { useChangePassword } from './api/change-password';

interface PasswordForm {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

const NEW_PASSWORD_RULES: FormRule[] = [
  { required: true, message: '请输入新密码' },
  toAntdRule('password'),
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      value && value === getFieldValue('old_password')
        ? Promise.reject(new Error('新密码不能与原密码相同'))
        : Promise.resolve(),
  }),
];

const CONFIRM_RULES: FormRule[] = [
  { required: true, message: '请再次输入新密码' },
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      !value || value === getFieldValue('new_password')
        ? Promise.resolve()
        : Promise.reject(new Error('两次输入的密码不一致')),
  }),
];

/** 修改密码: the old one, the new one twice. Success ends the account's sessions elsewhere. */
export function ChangePasswordCard() {
  const [form] = Form.useForm<PasswordForm>();
  // Leaving with passwords typed asks first; a save resets the form, so nothing is held after it.
  useUnsavedChanges(() => form.isFieldsTouched());
  const change = useChangePassword();

  const submit = async ({ old_password, new_password }: PasswordForm) => {
    try {
      await change.mutateAsync({ old_password, new_password });
    } catch {
      // Shown by the request helper (a wrong old password is a 14xx warning); the form stays filled.
      return;
    }
    void feedback().message.success('密码已修改，其他设备上的登录已失效');
    form.resetFields();
  };

  return (
    <Card title="修改密码">
      <Form<PasswordForm>
        form={form}
        name="change-password"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        style={{ maxWidth: 420 }}
      >
        <Form.Item name="old_password" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password autoComplete="current-password" placeholder="请输入原密码" />
        </Form.Item>
        <Form.Item
          name="new_password"
          label="新密码"
          rules={NEW_PASSWORD_RULES}
          dependencies={['old_password']}
        >
          <Input.Password autoComplete="new-password" placeholder="8-20 位，须同时包含字母和非字母字符" />
        </Form.Item>
        <Form.Item
          name="confirm_password"
          label="确认新密码"
          rules={CONFIRM_RULES}
          dependencies={['new_password']}
        >
          <Input.Password autoComplete="new-password" placeholder="请再次输入新密码" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          修改密码
        </Button>
      </Form>
    </Card>
  );
}
