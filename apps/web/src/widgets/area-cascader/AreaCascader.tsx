import { Cascader } from 'antd';
import { useControlledValue } from '../controlled-value';
import { STREET_TYPE } from './area-api';
import { fromOptionValue, toOptionValue } from './area-code';
import type { AreaOption } from './area-options';
import { useAreaOptions } from './use-area-options';

export interface AreaCascaderProps {
  /** Plain area codes from the province down, e.g. ['440000', '440300', '440304']. */
  value?: string[];
  /** Plain codes, and the names of the chosen areas for display. */
  onChange?: (codes: string[] | undefined, names?: string[]) => void;
  /** Deepest level offered: 1 province, 2 city, 3 district, 4 street (default). */
  depth?: 1 | 2 | 3 | 4;
  /** Allow choosing a province, city or district without going down to the last level. */
  changeOnSelect?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** Given by Form.Item so its label names the input (WCAG 1.3.1, 4.1.2). */
  id?: string;
}

const NO_CODES: string[] = [];

/** Province, city, district and street, loaded level by level and cached locally (spec 01 sections 2, 3, 7). */
export function AreaCascader({
  value,
  onChange,
  depth = STREET_TYPE,
  changeOnSelect = false,
  placeholder = '请选择省/市/区/街道',
  disabled,
  id,
}: AreaCascaderProps) {
  const [codes, setCodes] = useControlledValue(value, undefined);
  const { options, loadData } = useAreaOptions(codes ?? NO_CODES, depth);
  return (
    <Cascader<AreaOption>
      options={options}
      loadData={loadData}
      value={(codes ?? NO_CODES).map(toOptionValue)}
      changeOnSelect={changeOnSelect}
      placeholder={placeholder}
      disabled={disabled}
      id={id}
      allowClear
      onChange={(values, selected) => {
        const next = values?.length ? values.map(fromOptionValue) : undefined;
        setCodes(next);
        onChange?.(
          next,
          selected?.map((option) => option.label),
        );
      }}
      style={{ minWidth: 280 }}
    />
  );
}
