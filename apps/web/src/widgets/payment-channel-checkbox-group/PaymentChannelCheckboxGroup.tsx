import { PAY_MODE } from '@console/core';
import { Checkbox, Flex } from 'antd';
import { useId } from 'react';

/** -1 is the channel's "unknown": a filter value, never a channel one can choose. */
const CHANNELS = PAY_MODE.entries
  .filter((entry) => entry.value !== -1)
  .map((entry) => ({ label: entry.label, value: entry.value as number }));

export interface PaymentChannelCheckboxGroupProps {
  /** Chosen PAY_MODE codes. */
  value?: readonly number[];
  onChange?(value: number[]): void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/**
 * The payment-channel checkbox group of spec 01 section 2, with 全选 that also shows a partial choice.
 * The value keeps the code table's order whatever order the boxes were ticked in.
 */
export function PaymentChannelCheckboxGroup({
  value = [],
  onChange,
  disabled,
  id,
  'aria-label': ariaLabel = '支付渠道',
}: PaymentChannelCheckboxGroupProps) {
  const ownId = useId();
  const chosen = new Set(value);
  const all = CHANNELS.every((channel) => chosen.has(channel.value));
  const some = !all && CHANNELS.some((channel) => chosen.has(channel.value));
  const inOrder = (codes: Iterable<number>) => {
    const set = new Set(codes);
    return CHANNELS.map((channel) => channel.value).filter((code) => set.has(code));
  };

  return (
    <Flex vertical gap="small" role="group" aria-label={ariaLabel} id={id ?? ownId}>
      <Checkbox
        checked={all}
        indeterminate={some}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked ? inOrder(CHANNELS.map((c) => c.value)) : [])}
      >
        全选
      </Checkbox>
      <Checkbox.Group<number>
        options={CHANNELS}
        value={[...value]}
        disabled={disabled}
        onChange={(codes) => onChange?.(inOrder(codes))}
      />
    </Flex>
  );
}
