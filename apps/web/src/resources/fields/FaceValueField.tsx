import type { FaceInput } from '@console/core';
import { Form, Input, InputNumber } from 'antd';
import { useEffect } from 'react';
import { PriceInput } from '../../widgets/price-input';

/**
 * 面额, typed as the chosen 券类型 reads it (`inputOf` names the unit and limits per type, from core,
 * where the server's check reads the same table): yuan for money (sent as fen), minutes for time,
 * 折 with one decimal for a discount (sent in hundredths: 8.5 → 850); a type without a face (全免)
 * sends 0. The form control of every field declared with `face` (商户券 and 停车券 alike).
 */
export function FaceValueField({
  id,
  value,
  onChange,
  inputOf,
  typeField = 'coupon_type',
}: {
  /** From Form.Item, so the 面额 label names whichever input is shown. */
  id?: string;
  value?: number | null;
  onChange?(value: number | null): void;
  inputOf(type: number): FaceInput | undefined;
  /** The form field holding the coupon type the input follows. */
  typeField?: string;
}) {
  const type = Form.useWatch<number | undefined>(typeField);
  const input = type === undefined ? undefined : inputOf(type);
  const free = input?.unit === 'none';
  useEffect(() => {
    if (free && value !== 0) onChange?.(0);
  }, [free, value, onChange]);
  if (input?.unit === 'fen') {
    return (
      <PriceInput
        id={id}
        aria-label={input.label}
        placeholder={`请输入${input.label}（元）`}
        min={input.min}
        max={input.max}
        value={value}
        onChange={onChange}
      />
    );
  }
  if (input?.unit === 'minutes') {
    return (
      <InputNumber<number>
        id={id}
        aria-label={input.label}
        style={{ width: '100%' }}
        precision={0}
        min={input.min}
        max={input.max}
        suffix="分钟"
        placeholder={`请输入${input.label}（分钟）`}
        value={value}
        onChange={(next) => onChange?.(next)}
      />
    );
  }
  if (input?.unit === 'discount') {
    return (
      <InputNumber<number>
        id={id}
        aria-label={input.label}
        style={{ width: '100%' }}
        precision={1}
        step={0.5}
        min={input.min / 100}
        max={input.max / 100}
        suffix="折"
        placeholder="请输入折扣，如 8.5"
        value={typeof value === 'number' ? value / 100 : null}
        onChange={(next) => onChange?.(next === null ? null : Math.round(next * 100))}
      />
    );
  }
  return <Input id={id} disabled value={free ? '全免券无需面额' : undefined} placeholder="请先选择券类型" />;
}
