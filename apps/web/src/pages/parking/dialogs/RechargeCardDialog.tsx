import { formatMoney, optionsOf, PAY_MODE, PAY_TYPE, valueCardResource } from '@console/core';
import { Descriptions, Form, Modal, Select } from 'antd';
import { feedback } from '../../../lib/feedback';
import type { ResourceRow } from '../../../resources';
import { PlateDisplay } from '../../../widgets/plate-display';
import { PriceInput } from '../../../widgets/price-input';
import { useRowAction } from './use-row-action';

export interface RechargeCardDialogProps {
  row: ResourceRow | undefined;
  onClose(): void;
}

interface RechargeValues {
  amount: number;
  pay_type: number;
  pay_mode: number;
}

// The server's bounds (card-actions RECHARGE_BODY): ￥0.01 to ￥100,000.00.
const MAX_AMOUNT = 10_000_000;

/** 充值 of a stored-value card: the amount is added to the balance and recorded as a 月卡订单. */
export function RechargeCardDialog({ row, onClose }: RechargeCardDialogProps) {
  const [form] = Form.useForm<RechargeValues>();
  const recharge = useRowAction<{ balance: number; order_no: string }>(valueCardResource.key, 'recharge', [
    'parking/order/recharge',
  ]);

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = async (values: RechargeValues) => {
    if (!row) return;
    try {
      const result = await recharge.mutateAsync({ id: row.id, ...values });
      void feedback().message.success(
        result ? `充值成功，当前余额 ${formatMoney(result.balance)}` : '充值成功',
      );
      close();
    } catch {
      // Shown by the request helper; the dialog keeps the amount.
    }
  };

  return (
    <Modal
      open={row !== undefined}
      title="储值卡充值"
      okText="确认充值"
      cancelText="取消"
      okButtonProps={{ loading: recharge.isPending }}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {row && (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'plate',
              label: '车牌号',
              children: <PlateDisplay plate={String(row.plate ?? '')} color={row.plate_color as number} />,
            },
            { key: 'card', label: '卡号', children: String(row.card_no ?? '-') },
            { key: 'balance', label: '当前余额', children: formatMoney(row.balance as number) },
          ]}
        />
      )}
      <Form<RechargeValues>
        form={form}
        name="recharge-card"
        layout="vertical"
        initialValues={{ pay_type: 1, pay_mode: 0 }}
        onFinish={(values) => void submit(values)}
        preserve={false}
      >
        <Form.Item
          name="amount"
          label="充值金额（元）"
          rules={[
            { required: true, message: '请输入充值金额' },
            {
              validator: (_rule, value: unknown) =>
                value === undefined ||
                value === null ||
                (typeof value === 'number' && value >= 1 && value <= MAX_AMOUNT)
                  ? Promise.resolve()
                  : Promise.reject(new Error('充值金额须在 ￥0.01 至 ￥100,000.00 之间')),
            },
          ]}
        >
          <PriceInput placeholder="请输入充值金额" max={MAX_AMOUNT} />
        </Form.Item>
        <Form.Item name="pay_type" label="支付方式" rules={[{ required: true, message: '请选择支付方式' }]}>
          <Select options={optionsOf(PAY_TYPE)} />
        </Form.Item>
        <Form.Item name="pay_mode" label="支付渠道" rules={[{ required: true, message: '请选择支付渠道' }]}>
          <Select options={optionsOf(PAY_MODE)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
