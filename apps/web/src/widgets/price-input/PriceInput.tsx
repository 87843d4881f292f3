import { CURRENCY_SYMBOL, fromMinor, PRICE_BASE, PRICE_PRECISION, toMinor } from '@console/core';
import { InputNumber, type InputNumberProps } from 'antd';

export interface PriceInputProps extends Omit<
  InputNumberProps<string>,
  'value' | 'onChange' | 'min' | 'max' | 'precision' | 'stringMode'
> {
  /** Integer minor units (fen): 1234 shows as 12.34. */
  value?: number | null;
  onChange?(value: number | null): void;
  /** Minor units per shown unit; spec 01 section 9 says 100. */
  base?: number;
  /** Decimals shown and accepted; spec 01 section 9 says 2. */
  precision?: number;
  /** Bounds in minor units, like value; min defaults to 0 since prices are not negative. */
  min?: number;
  max?: number;
}

/**
 * A price field that stores integer minor units (spec 01 section 3). The input runs in string mode
 * and core converts the text digit by digit, so 19.99 becomes 1999 and never 1998.9999999999998.
 */
export function PriceInput({
  value,
  onChange,
  base = PRICE_BASE,
  precision = PRICE_PRECISION,
  min = 0,
  max,
  style,
  ...rest
}: PriceInputProps) {
  const shown = (minor: number | null | undefined) => {
    const major = fromMinor(minor, { base });
    return major === null ? undefined : String(major);
  };
  return (
    <InputNumber<string>
      prefix={CURRENCY_SYMBOL}
      style={{ width: '100%', ...style }}
      {...rest}
      stringMode
      precision={precision}
      min={shown(min)}
      max={shown(max)}
      value={value === undefined ? undefined : (shown(value) ?? null)}
      onChange={(text) => onChange?.(toMinor(text, { base, precision }))}
    />
  );
}
