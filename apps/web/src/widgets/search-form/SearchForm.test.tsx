import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { label, renderWidget } from '../testing/render-widget';
import { setUpSignedInSuite } from '../../test/session';
import { isFutureDate, RANGE_PRESETS } from './date-presets';
import { SearchForm } from './SearchForm';
import { toSearchValues } from './search-values';
import type { SearchField } from './types';

setUpSignedInSuite(['parking:record:list']);

// Many antd popups per test; the default 5 s is tight when the machine is busy.
vi.setConfig({ testTimeout: 30_000 });

const FIELDS: SearchField[] = [
  { name: 'plate', label: '车牌号', type: 'text' },
  { name: 'park_name', label: '车场名称', type: 'text' },
  {
    name: 'car_type',
    label: '车辆类型',
    type: 'select',
    options: [
      { label: '临时车', value: 1 },
      { label: '月卡车', value: 2 },
    ],
  },
  { name: 'entry_time', label: '入场时间', type: 'date-range' },
  { name: 'merchant', label: '商户号', type: 'text', permission: 'user:user:list' },
  { name: 'card_no', label: '卡号', type: 'text', permission: ['parking:record:list'] },
];

function renderForm(fields = FIELDS) {
  const onSearch = vi.fn();
  const onReset = vi.fn();
  renderWidget(<SearchForm fields={fields} onSearch={onSearch} onReset={onReset} />);
  return { onSearch, onReset, user: userEvent.setup() };
}

const textbox = (name: string) => screen.queryByRole('textbox', { name });

describe('SearchForm fields', () => {
  it('drops fields whose permission is not held', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: '更多条件（3）' }));
    expect(screen.queryByLabelText('商户号')).toBeNull();
    expect(screen.getByLabelText('卡号')).toBeTruthy();
  });

  it('shows the first 2 fields and folds the rest under 更多条件 with their count', async () => {
    const { user } = renderForm();
    expect(textbox('车牌号')).toBeTruthy();
    expect(textbox('车场名称')).toBeTruthy();
    expect(textbox('卡号')).toBeNull();
    expect(screen.queryByRole('combobox', { name: '车辆类型' })).toBeNull();

    const toggle = screen.getByRole('button', { name: '更多条件（3）' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(textbox('卡号')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '车辆类型' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '收起' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('has no fold toggle when every field fits', () => {
    renderForm(FIELDS.slice(0, 2));
    expect(screen.queryByRole('button', { name: /更多条件/ })).toBeNull();
  });

  it('trims text inputs on blur', async () => {
    const { user } = renderForm();
    const plate = screen.getByLabelText<HTMLInputElement>('车牌号');
    await user.type(plate, '  粤B12345  ');
    await user.tab();
    expect(plate.value).toBe('粤B12345');
  });
});

describe('SearchForm search and reset', () => {
  it('submits on Enter with text trimmed and empty values removed', async () => {
    const { user, onSearch } = renderForm();
    await user.type(screen.getByLabelText('车场名称'), ' 福田中心 {Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ park_name: '福田中心' }));
  });

  it('sends a date range as [start of first day, end of last day] in Unix seconds', async () => {
    const { user, onSearch } = renderForm();
    await user.click(screen.getByRole('button', { name: /更多条件/ }));
    await user.click(screen.getByLabelText('入场时间'));
    await user.click(await screen.findByText('上月'));
    await user.click(screen.getByRole('button', { name: label('查询') }));
    const lastMonth = dayjs().subtract(1, 'month');
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith({
        entry_time: [lastMonth.startOf('month').unix(), lastMonth.endOf('month').endOf('day').unix()],
      }),
    );
  });

  it('takes 查询 while the list is still loading, and says the list is busy', async () => {
    const onSearch = vi.fn();
    renderWidget(<SearchForm fields={FIELDS} onSearch={onSearch} loading />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('车牌号'), '粤B12345');
    const submit = screen.getByRole('button', { name: label('查询') });
    expect(submit.getAttribute('aria-busy')).toBe('true');
    await user.click(submit);
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ plate: '粤B12345' }));
  });

  it('resets the fields and searches again without conditions', async () => {
    const { user, onSearch, onReset } = renderForm();
    await user.type(screen.getByLabelText('车牌号'), '粤B12345');
    await user.click(screen.getByRole('button', { name: label('重置') }));
    expect(screen.getByLabelText<HTMLInputElement>('车牌号').value).toBe('');
    expect(onSearch).toHaveBeenCalledWith({});
    expect(onReset).toHaveBeenCalled();
  });
});

describe('SearchForm date pickers', () => {
  it('offer 今天, 本周, 本月, 上月, 今年 and 去年', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: /更多条件/ }));
    await user.click(screen.getByLabelText('入场时间'));
    for (const text of ['今天', '本周', '本月', '上月', '今年', '去年']) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
  });

  it('disable future dates in the calendar', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: /更多条件/ }));
    await user.click(screen.getByLabelText('入场时间'));
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    const today = dayjs().format('YYYY-MM-DD');
    await waitFor(() => expect(document.querySelector(`td[title="${tomorrow}"]`)).toBeTruthy());
    expect(document.querySelector(`td[title="${tomorrow}"]`)!.className).toContain(
      'ant-picker-cell-disabled',
    );
    expect(document.querySelector(`td[title="${today}"]`)!.className).not.toContain(
      'ant-picker-cell-disabled',
    );
  });

  it('never reach past today, and 上月 covers the whole of last month', () => {
    expect(isFutureDate(dayjs().add(1, 'day'))).toBe(true);
    expect(isFutureDate(dayjs().endOf('day'))).toBe(false);
    for (const preset of RANGE_PRESETS) {
      const [start, end] = preset.value();
      expect(start.isAfter(end)).toBe(false);
      expect(isFutureDate(end)).toBe(false);
    }
    const [start, end] = RANGE_PRESETS.find((preset) => preset.label === '上月')!.value();
    expect(start.date()).toBe(1);
    expect(end.add(1, 'day').date()).toBe(1);
  });
});

describe('toSearchValues', () => {
  it('converts dates to Unix seconds, splits ranges on request and drops only empty values', () => {
    const fields: SearchField[] = [
      { name: 'entry_time', label: '入场时间', type: 'date-range', rangeKeys: ['entry_start', 'entry_end'] },
      { name: 'pay_date', label: '支付日期', type: 'date' },
      { name: 'min_amount', label: '最低金额', type: 'number' },
      { name: 'plate', label: '车牌号', type: 'text' },
      { name: 'pay_mode', label: '支付渠道', type: 'custom' },
    ];
    const day = dayjs('2024-06-01T15:30:00');
    expect(
      toSearchValues(fields, {
        entry_time: [day, day.add(2, 'day')],
        pay_date: day,
        min_amount: 0,
        plate: '   ',
        pay_mode: [],
        park_name: null,
      }),
    ).toEqual({
      entry_start: dayjs('2024-06-01T00:00:00').unix(),
      entry_end: dayjs('2024-06-03T23:59:59').unix(),
      pay_date: dayjs('2024-06-01T00:00:00').unix(),
      min_amount: 0,
    });
  });
});
