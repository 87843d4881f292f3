import { Select } from 'antd';
import { useRefOptions } from './use-ref-options';

export interface RefSelectFieldProps {
  /** The referenced resource's key, e.g. `account/role`: options come from GET {target}/list. */
  target: string;
  multiple?: boolean;
  value?: number | number[] | null;
  onChange?(value: number | number[] | undefined): void;
  disabled?: boolean;
  placeholder?: string;
  /** The row field shown as the option's text; `name`, then `title`, then the id otherwise. */
  labelField?: string;
  id?: string;
  'aria-label'?: string;
}

/** A select of another resource's rows (roles of a sub-account, say), valued by id. */
export function RefSelectField({
  target,
  multiple = false,
  value,
  onChange,
  disabled,
  placeholder,
  labelField,
  id,
  'aria-label': ariaLabel,
}: RefSelectFieldProps) {
  const { options, loading, forbidden } = useRefOptions(target, labelField);
  return (
    <Select<number | number[]>
      id={id}
      aria-label={ariaLabel}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      disabled={disabled || forbidden}
      placeholder={forbidden ? '无权查看可选项' : (placeholder ?? '请选择')}
      options={options}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? undefined)}
    />
  );
}
