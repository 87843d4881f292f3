import { MCOUPON_AMOUNT, MCOUPON_DURATION, MCOUPON_MAX_AMOUNT, MCOUPON_MAX_MINUTES } from '@console/core';
import { Form, Input, InputNumber } from 'antd';
import { useEffect } from 'react';
import { PriceInput } from '../../../widgets/price-input';

/**
 * 面额, typed as the chosen 券类型 reads it: yuan for 减免金额 (sent as fen), minutes for 减免时长;
 * 全免 has none and sends 0. The server checks the range again per type.
 */
export function FaceValueField({
  id,
  value,
  onChange,
}: {
  /** From Form.Item, so the 面额 label names whichever input is shown. */
  id?: string;
  value?: number | null;
  onChange?(value: number | null): void;
}) {
  const type = Form.useWatch<number | undefined>('coupon_type');
  const free = type !== undefined && type !== MCOUPON_AMOUNT && type !== MCOUPON_DURATION;
  useEffect(() => {
    if (free && value !== 0) onChange?.(0);
  }, [free, value, onChange]);
  if (type === MCOUPON_AMOUNT) {
    return (
      <PriceInput
        id={id}
        aria-label="减免金额"
        placeholder="请输入减免金额（元）"
        min={1}
        max={MCOUPON_MAX_AMOUNT}
        value={value}
        onChange={onChange}
      />
    );
  }
  if (type === MCOUPON_DURATION) {
    return (
      <InputNumber<number>
        id={id}
        aria-label="减免时长"
        style={{ width: '100%' }}
        precision={0}
        min={1}
        max={MCOUPON_MAX_MINUTES}
        suffix="分钟"
        placeholder="请输入减免时长（分钟）"
        value={value}
        onChange={(next) => onChange?.(next)}
      />
    );
  }
  return <Input id={id} disabled value={free ? '全免券无需面额' : undefined} placeholder="请先选择券类型" />;
}
