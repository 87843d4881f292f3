import { BONUS_MAX_AMOUNT } from '@console/core';
import { Form } from 'antd';
import { PriceInput } from '../../../widgets/price-input';

export interface BonusAmountInputProps {
  /** The red-packet kind this amount belongs to (1 fixed, 2 random). */
  kind: number;
  id?: string;
  value?: number | null;
  onChange?(value: number | null): void;
}

/**
 * An amount of one red-packet kind: locked while the form's 红包类型 is the other kind, so a fixed
 * activity asks for one amount and a random one for its range (the server drops the other kind's).
 */
export function BonusAmountInput({ kind, id, value, onChange }: BonusAmountInputProps) {
  const form = Form.useFormInstance();
  const chosen: unknown = Form.useWatch('bonus_kind', form);
  const locked = chosen !== undefined && chosen !== null && Number(chosen) !== kind;
  return (
    <PriceInput
      id={id}
      value={value}
      onChange={onChange}
      disabled={locked}
      max={BONUS_MAX_AMOUNT}
      placeholder={locked ? '该红包类型无需填写' : '请输入金额（元）'}
    />
  );
}
