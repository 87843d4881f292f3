import type { InputProps } from 'antd';
// The plain input module, not antd's Input index, which attaches Search, Password, OTP and TextArea:
// a list page's search form shows none of them (antd's own table filter imports it the same way).
import Input from 'antd/es/input/Input';

export interface TrimmedInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string;
  onChange?(value: string): void;
}

/** A text input whose value loses surrounding whitespace when it loses focus (spec 01 section 2). */
export function TrimmedInput({ value, onChange, onBlur, ...rest }: TrimmedInputProps) {
  return (
    <Input
      {...rest}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={(event) => {
        const trimmed = event.target.value.trim();
        if (trimmed !== event.target.value) onChange?.(trimmed);
        onBlur?.(event);
      }}
    />
  );
}
