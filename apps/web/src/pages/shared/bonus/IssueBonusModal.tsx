import { formatMoney, VALIDATORS } from '@console/core';
import { Form, Input, Modal, Select } from 'antd';
import { feedback } from '../../../lib/feedback';
import { useIssueBonus, useIssuers } from './issue-bonus';
import { useUnsavedDialog } from '../../../widgets/unsaved-changes';

interface IssueValues {
  issuer_no: string;
  plate: string;
}

export interface IssueBonusModalProps {
  eventId: number;
  open: boolean;
  /** The issuer chosen before (the last one used, or the prepare redirect's voucher). */
  issuerNo?: string;
  onIssued(issuerNo: string): void;
  onClose(): void;
}

/** 发放红包: an authorised issuer and the driver's plate; the server checks every rule again. */
export function IssueBonusModal({ eventId, open, issuerNo, onIssued, onClose }: IssueBonusModalProps) {
  const [form] = Form.useForm<IssueValues>();
  // 取消, Esc and the mask ask before typed input is thrown away.
  const { requestClose, holder } = useUnsavedDialog(form, open, onClose);
  const issuers = useIssuers(eventId, open);
  const issue = useIssueBonus();
  const options = (issuers.data?.row ?? []).map((row) => ({
    value: row.issuer_no,
    label: `${row.issuer_name}（${row.issuer_no}）`,
  }));

  const submit = async () => {
    const values = await form.validateFields();
    const plate = values.plate.trim().toUpperCase();
    try {
      const issued = await issue.mutateAsync({ id: eventId, issuer_no: values.issuer_no, plate });
      void feedback().message.success(`已向 ${issued.plate} 发放红包 ${formatMoney(issued.amount)}`);
      onIssued(values.issuer_no);
      onClose();
    } catch {
      // The request helper has shown why (budget, quota, per-car limit); the dialog stays as typed.
    }
  };

  return (
    <Modal
      open={open}
      title="发放红包"
      okText="发放"
      okButtonProps={{ loading: issue.isPending }}
      onOk={() => void submit()}
      onCancel={requestClose}
      destroyOnHidden
    >
      {holder}
      <Form form={form} layout="vertical" preserve={false} initialValues={{ issuer_no: issuerNo }}>
        <Form.Item name="issuer_no" label="发放商户" rules={[{ required: true, message: '请选择发放商户' }]}>
          <Select
            options={options}
            loading={issuers.isPending}
            placeholder="请选择已授权的发放商户"
            notFoundContent="暂无已授权的发放商户，请先在活动授权中添加"
          />
        </Form.Item>
        <Form.Item
          name="plate"
          label="车牌号"
          rules={[
            { required: true, whitespace: true, message: '请输入车牌号' },
            {
              validator: async (_, v?: string) => {
                const plate = v?.trim().toUpperCase();
                if (plate && !VALIDATORS.plate.test(plate)) throw new Error(VALIDATORS.plate.message);
              },
            },
          ]}
        >
          <Input maxLength={10} placeholder="如：粤B12345" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
