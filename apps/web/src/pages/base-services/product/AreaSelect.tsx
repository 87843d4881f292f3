import { parseAreaList } from '@console/core';
import { Select } from 'antd';
import { AREA_OPTIONS } from './area-options';

interface AreaSelectProps {
  /** Comma-joined area keys, as the product table stores them. */
  value?: string;
  onChange?(value: string): void;
  id?: string;
}

/** 权限范围: a multi-select of the catalogue's areas that reads and writes the stored comma-joined form. */
export function AreaSelect({ value, onChange, id }: AreaSelectProps) {
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      placeholder="请选择该产品开通的权限范围"
      options={AREA_OPTIONS}
      optionFilterProp="label"
      value={parseAreaList(value)}
      onChange={(keys: string[]) => onChange?.(keys.join(','))}
    />
  );
}
