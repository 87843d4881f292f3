import { DatePicker, InputNumber, Select } from 'antd';
import type { ReactNode } from 'react';
import { DATE_PRESETS, isFutureDate, RANGE_PRESETS } from './date-presets';
import { TrimmedInput } from './TrimmedInput';
import type { SearchField } from './types';

/**
 * The control of one search field. It is returned as an element, not wrapped in a component, because
 * Form.Item injects id, value and onChange into its direct child.
 */
export function searchControlOf(field: SearchField): ReactNode {
  const { type, label, placeholder, options } = field;
  switch (type) {
    case 'text':
      return <TrimmedInput allowClear placeholder={placeholder ?? `请输入${label}`} />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} placeholder={placeholder ?? `请输入${label}`} />;
    case 'select':
      return (
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={options?.map((option) => ({ ...option }))}
          placeholder={placeholder ?? `请选择${label}`}
        />
      );
    case 'date':
      return (
        <DatePicker
          style={{ width: '100%' }}
          presets={DATE_PRESETS}
          disabledDate={isFutureDate}
          placeholder={placeholder ?? `请选择${label}`}
        />
      );
    case 'date-range':
      return (
        <DatePicker.RangePicker
          style={{ width: '100%' }}
          presets={RANGE_PRESETS}
          disabledDate={isFutureDate}
          placeholder={['开始日期', '结束日期']}
        />
      );
    case 'custom':
      return field.render?.() ?? null;
  }
}
