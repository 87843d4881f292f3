import { Form, InputNumber, Switch } from 'antd';
import { useState } from 'react';
import { PaymentChannelCheckboxGroup } from '../../widgets/payment-channel-checkbox-group';
import { ParkSelector } from '../../widgets/park-selector';
import { PriceInput } from '../../widgets/price-input';
import { Card, Empty, Flex } from 'antd';
import { LotGate as LotParkGate } from '../../resources';
import { LotSettingCard } from './LotSettingCard';

/** Flags are 1/0 on the wire; a Switch speaks booleans. */
const FLAG = {
  valuePropName: 'checked',
  getValueProps: (value: unknown) => ({ checked: value === 1 }),
  normalize: (checked: boolean) => (checked ? 1 : 0),
} as const;

function minutes(label: string, name: string, min: number, max: number, extra?: string) {
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[{ required: true, message: `请输入${label}` }]}
    >
      <InputNumber
        aria-label={label}
        min={min}
        max={max}
        precision={0}
        addonAfter="分钟"
        style={{ width: 200 }}
      />
    </Form.Item>
  );
}

function ReserveFields() {
  return (
    <>
      <Form.Item name="enabled" label="开启预约" {...FLAG}>
        <Switch aria-label="开启预约" />
      </Form.Item>
      <Form.Item
        name="fee"
        label="预约费"
        rules={[{ required: true, message: '请输入预约费' }]}
        extra="0 为免费预约"
      >
        <PriceInput aria-label="预约费" max={100_000} style={{ width: 200 }} />
      </Form.Item>
      {minutes('车位保留时长', 'hold_minutes', 5, 240, '超过保留时长未入场，预约自动超时并释放车位')}
      {minutes(
        '免费取消时长',
        'free_cancel_minutes',
        0,
        240,
        '预约后在此时长内取消全额退款，不能超过保留时长',
      )}
    </>
  );
}

export function RuntimeFields() {
  return (
    <>
      <Form.Item
        name="gate_open_timeout"
        label="开闸超时"
        rules={[{ required: true, message: '请输入开闸超时' }]}
      >
        <InputNumber
          aria-label="开闸超时"
          min={3}
          max={120}
          precision={0}
          addonAfter="秒"
          style={{ width: 200 }}
        />
      </Form.Item>
      {minutes('缴费后免费离场时长', 'free_leave_minutes', 0, 120, '场内缴费后在此时长内离场不再计费')}
      <Form.Item name="allow_temp_entry" label="允许临时车入场" {...FLAG}>
        <Switch aria-label="允许临时车入场" />
      </Form.Item>
      <Form.Item
        name="allow_plateless_entry"
        label="允许无牌车入场"
        {...FLAG}
        extra="无牌车凭通行证或扫码取票入场"
      >
        <Switch aria-label="允许无牌车入场" />
      </Form.Item>
      <Form.Item name="full_refuse_temp" label="满位禁止临时车入场" {...FLAG}>
        <Switch aria-label="满位禁止临时车入场" />
      </Form.Item>
      <Form.Item
        name="expired_card_as_temp"
        label="过期月卡按临时车计费"
        {...FLAG}
        extra="关闭时过期月卡车辆将被拒绝入场"
      >
        <Switch aria-label="过期月卡按临时车计费" />
      </Form.Item>
    </>
  );
}

/** /parking/manage/config/reserve: 预约设置 of the lot. */
export function LotReservePage() {
  return (
    <LotParkGate>
      {(park) => (
        <LotSettingCard kind="reserve" parkId={park.id} hint="开启后车主可在小程序预约本车场的预约车位">
          <ReserveFields />
        </LotSettingCard>
      )}
    </LotParkGate>
  );
}

/** /parking/manage/config/runtime: 运行配置 of the lot. */
export function LotRuntimePage() {
  return (
    <LotParkGate>
      {(park) => (
        <LotSettingCard kind="runtime" parkId={park.id}>
          <RuntimeFields />
        </LotSettingCard>
      )}
    </LotParkGate>
  );
}

/** /parking/manage/config/channel: which payment channels the lot accepts. */
export function LotChannelPage() {
  return (
    <LotParkGate>
      {(park) => (
        <LotSettingCard kind="channel" parkId={park.id} hint="车主缴费时仅展示已勾选的支付渠道">
          <Form.Item
            name="pay_modes"
            label="支付渠道"
            rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一个支付渠道' }]}
          >
            <PaymentChannelCheckboxGroup />
          </Form.Item>
        </LotSettingCard>
      )}
    </LotParkGate>
  );
}

/** /parking-merchant/config/config: the merchant picks one of its lots and sees (or edits) its 运行配置. */
export function MerchantLotConfigPage() {
  const [parkId, setParkId] = useState<number>();
  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Flex align="center" gap="small">
          <span>车场：</span>
          <div style={{ width: 320 }}>
            <ParkSelector
              valueField="id"
              value={parkId}
              allowClear={false}
              onChange={(value) => setParkId(value === undefined ? undefined : Number(value))}
            />
          </div>
        </Flex>
      </Card>
      {parkId === undefined ? (
        <Card>
          <Empty description="请选择车场后查看其运行配置" />
        </Card>
      ) : (
        <LotSettingCard key={parkId} kind="runtime" parkId={parkId}>
          <RuntimeFields />
        </LotSettingCard>
      )}
    </Flex>
  );
}
