import {
  entryOf,
  formatMoney,
  formatTimestamp,
  labelOf,
  monthCardResource,
  optionsOf,
  CARD_TYPE,
  PAY_MODE,
  PAY_TYPE,
} from '@console/core';
import { Button, Descriptions, Form, InputNumber, Modal, Result, Select, Typography } from 'antd';
import { useState } from 'react';
import type { ResourceRow } from '../../../resources';
import { PlateDisplay } from '../../../widgets/plate-display';
import { renewPreview } from './renew-preview';
import { useRowAction } from './use-row-action';

export interface RenewCardDialogProps {
  /** The monthly card to renew; undefined keeps the dialog closed. */
  row: ResourceRow | undefined;
  onClose(): void;
  /** The clock of the preview (tests pin it); the server applies its own. */
  now?: () => number;
}

interface RenewValues {
  quantity: number;
  pay_type: number;
  pay_mode: number;
}

interface Renewed {
  start_time: number;
  end_time: number;
  order_no: string;
  amount: number;
}

const MAX_QUANTITY = 36;
const INITIAL: RenewValues = { quantity: 1, pay_type: 1, pay_mode: 0 };
const nowSeconds = () => Math.floor(Date.now() / 1000);

function validityOf(row: ResourceRow): string {
  const end = Number(row.end_time ?? 0);
  if (end <= 0) return '未生效';
  return `${formatTimestamp(row.start_time as number)} 至 ${formatTimestamp(end)}`;
}

/**
 * 续费 of a monthly card: a quantity in the card type's unit, the amount it costs (unit price ×
 * quantity) and the validity it will reach before paying; after success, the validity the server set
 * and the 月卡订单 it wrote.
 */
export function RenewCardDialog({ row, onClose, now = nowSeconds }: RenewCardDialogProps) {
  const [form] = Form.useForm<RenewValues>();
  const quantity = Form.useWatch('quantity', form);
  const [renewed, setRenewed] = useState<Renewed>();
  const renew = useRowAction<Renewed>(monthCardResource.key, 'renew', ['parking/order/recharge']);

  const card = row && {
    card_type: Number(row.card_type),
    unit_price: Number(row.unit_price ?? 0),
    start_time: Number(row.start_time ?? 0),
    end_time: Number(row.end_time ?? 0),
  };
  const preview = card && renewPreview(card, Number(quantity ?? 0), now());
  const unit = entryOf(CARD_TYPE, row?.card_type)?.unit ?? '';

  const close = () => {
    setRenewed(undefined);
    form.resetFields();
    onClose();
  };

  const submit = async (values: RenewValues) => {
    if (!row) return;
    try {
      const result = await renew.mutateAsync({ id: row.id, ...values });
      if (result) setRenewed(result);
      else close();
    } catch {
      // The request helper has shown why; the dialog keeps what was chosen.
    }
  };

  return (
    <Modal
      open={row !== undefined}
      title="月卡续费"
      onCancel={close}
      destroyOnHidden
      footer={
        renewed
          ? [
              <Button key="done" type="primary" onClick={close}>
                完成
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close}>
                取消
              </Button>,
              <Button key="ok" type="primary" loading={renew.isPending} onClick={() => form.submit()}>
                确认续费
              </Button>,
            ]
      }
    >
      {row && renewed ? (
        <Result
          status="success"
          title="续费成功"
          subTitle={
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'end', label: '新的到期时间', children: formatTimestamp(renewed.end_time) },
                { key: 'amount', label: '实收金额', children: formatMoney(renewed.amount) },
                { key: 'order', label: '月卡订单', children: renewed.order_no },
              ]}
            />
          }
        />
      ) : (
        row && (
          <>
            <Descriptions
              size="small"
              column={1}
              style={{ marginBottom: 16 }}
              items={[
                {
                  key: 'plate',
                  label: '车牌号',
                  children: (
                    <PlateDisplay plate={String(row.plate ?? '')} color={row.plate_color as number} />
                  ),
                },
                { key: 'type', label: '卡类型', children: labelOf(CARD_TYPE, row.card_type) },
                {
                  key: 'price',
                  label: '单价',
                  children: `${formatMoney(row.unit_price as number)} / ${unit}`,
                },
                { key: 'validity', label: '当前有效期', children: validityOf(row) },
              ]}
            />
            <Form<RenewValues>
              form={form}
              name="renew-card"
              layout="vertical"
              initialValues={INITIAL}
              onFinish={(values) => void submit(values)}
              preserve={false}
            >
              <Form.Item
                name="quantity"
                label="续费数量"
                rules={[{ required: true, message: '请输入续费数量' }]}
              >
                <InputNumber
                  min={1}
                  max={MAX_QUANTITY}
                  precision={0}
                  suffix={unit}
                  style={{ width: '100%' }}
                />
              </Form.Item>
              <Form.Item
                name="pay_type"
                label="支付方式"
                rules={[{ required: true, message: '请选择支付方式' }]}
              >
                <Select options={optionsOf(PAY_TYPE)} />
              </Form.Item>
              <Form.Item
                name="pay_mode"
                label="支付渠道"
                rules={[{ required: true, message: '请选择支付渠道' }]}
              >
                <Select options={optionsOf(PAY_MODE)} />
              </Form.Item>
            </Form>
            <Descriptions
              size="small"
              column={1}
              bordered
              items={[
                {
                  key: 'amount',
                  label: '应付金额',
                  children: preview ? (
                    <Typography.Text strong aria-label="应付金额">
                      {preview.amountText}
                      <Typography.Text type="secondary">（{preview.breakdown}）</Typography.Text>
                    </Typography.Text>
                  ) : (
                    '-'
                  ),
                },
                {
                  key: 'end',
                  label: '续费后到期',
                  children: preview ? formatTimestamp(preview.end_time) : '-',
                },
              ]}
            />
          </>
        )
      )}
    </Modal>
  );
}
