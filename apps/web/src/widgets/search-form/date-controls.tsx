import { DatePicker, InputNumber } from 'antd';
import type { ComponentProps } from 'react';
import { DATE_PRESETS, isFutureDate, RANGE_PRESETS } from './date-presets';

/**
 * The search controls that carry a large part of antd (the date pickers with dayjs, the number box),
 * in a module of their own that the search form loads only when it shows one of them.
 */

export function DateControl(props: ComponentProps<typeof DatePicker>) {
  return (
    <DatePicker style={{ width: '100%' }} presets={DATE_PRESETS} disabledDate={isFutureDate} {...props} />
  );
}

export function DateRangeControl(props: ComponentProps<typeof DatePicker.RangePicker>) {
  return (
    <DatePicker.RangePicker
      style={{ width: '100%' }}
      presets={RANGE_PRESETS}
      disabledDate={isFutureDate}
      placeholder={['开始日期', '结束日期']}
      {...props}
    />
  );
}

export function NumberControl(props: ComponentProps<typeof InputNumber>) {
  return <InputNumber style={{ width: '100%' }} {...props} />;
}
