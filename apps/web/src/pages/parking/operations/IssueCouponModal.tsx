import {
  mcouponRecordResource,
  mcouponTokenResource,
  optionsOf,
  PLATE_COLOR,
  VALIDATORS,
} from '@console/core';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { feedback } from '../../../lib/feedback';
import { resourceKeys, runAction, useResourceMutation } from '../../../resources';
import { useUnsavedDialog } from '../../../widgets/unsaved-changes';

interface IssueValues {
  plate: string;
  plate_color: number;
}

export interface IssueTarget {
  id: number;
  name: string;
}

/** 发放: one coupon of the token to a plate; the server refuses a 停用, expired or used-up token. */
export function IssueCouponModal({ token, onClose }: { token: IssueTarget | undefined; onClose(): void }) {
  const [form] = Form.useForm<IssueValues>();
  // 取消, Esc and the mask ask before typed input is thrown away.
  const { requestClose, holder } = useUnsavedDialog(form, token !== undefined, onClose);
  const queryClient = useQueryClient();
  const issue = useResourceMutation(mcouponTokenResource, (values: IssueValues & { id: number }) =>
    runAction(mcouponTokenResource, 'issue', { ...values }),
  );
  const submit = async () => {
    if (!token) return;
    const values = await form.validateFields();
    try {
      await issue.mutateAsync({
        id: token.id,
        plate: values.plate.trim().toUpperCase(),
        plate_color: values.plate_color,
      });
    } catch {
      return; // shown by the request helper
    }
    // The coupon lists (this token's and the lot's records) gained a row.
    void queryClient.invalidateQueries({ queryKey: resourceKeys.all(mcouponRecordResource.key) });
    feedback().message.success(`已向 ${values.plate.trim().toUpperCase()} 发放 1 张券`);
    onClose();
  };
  return (
    <Modal
      open={token !== undefined}
      title={`发放商户券：${token?.name ?? ''}`}
      okText="发放"
      okButtonProps={{ loading: issue.isPending }}
      onOk={() => void submit()}
      onCancel={requestClose}
      destroyOnHidden
    >
      {holder}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ plate_color: 1 }}
        name="issue-coupon"
      >
        <Form.Item
          name="plate"
          label="车牌号"
          rules={[
            { required: true, whitespace: true, message: '请输入车牌号' },
            {
              validator: async (_, v?: string) => {
                if (v && !VALIDATORS.plate.test(v.trim().toUpperCase()))
                  throw new Error(VALIDATORS.plate.message);
              },
            },
          ]}
        >
          <Input maxLength={10} placeholder="如：粤B12345" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="plate_color"
          label="车牌颜色"
          rules={[{ required: true, message: '请选择车牌颜色' }]}
        >
          <Select options={optionsOf(PLATE_COLOR)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
