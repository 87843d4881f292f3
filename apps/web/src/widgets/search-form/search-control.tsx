import { Select } from 'antd';
import { lazy, type ReactNode } from 'react';
import { TrimmedInput } from './TrimmedInput';
import type { SearchField } from './types';

// Date pickers and the number box load with the first search form that shows one (SearchForm wraps
// its fields in Suspense), so a list searched only by text and codes does not download them.
const controls = () => import('./date-controls');
const DateControl = lazy(() => controls().then((m) => ({ default: m.DateControl })));
const DateRangeControl = lazy(() => controls().then((m) => ({ default: m.DateRangeControl })));
const NumberControl = lazy(() => controls().then((m) => ({ default: m.NumberControl })));

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
      return <NumberControl placeholder={placeholder ?? `请输入${label}`} />;
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
      return <DateControl placeholder={placeholder ?? `请选择${label}`} />;
    case 'date-range':
      return <DateRangeControl />;
    case 'custom':
      return field.render?.() ?? null;
  }
}
