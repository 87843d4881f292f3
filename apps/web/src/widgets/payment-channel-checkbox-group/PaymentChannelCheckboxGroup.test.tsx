import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { label, renderWidget } from '../testing/render-widget';
import { PaymentChannelCheckboxGroup } from './PaymentChannelCheckboxGroup';

const ALL = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

function Controlled({ initial = [] as number[], onChange = vi.fn() }) {
  const [value, setValue] = useState(initial);
  return (
    <PaymentChannelCheckboxGroup
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('PaymentChannelCheckboxGroup', () => {
  it('offers every pay mode except 未知', () => {
    renderWidget(<Controlled />);
    expect(screen.getByRole('group', { name: '支付渠道' })).toBeTruthy();
    for (const name of [
      '线下支付',
      '默认',
      '积分',
      '微信',
      '支付宝',
      '一网通',
      '建设银行',
      '云支付',
      '工商银行',
      '银联',
      '农业银行',
    ]) {
      expect(box(name)).toBeTruthy();
    }
    expect(screen.queryByRole('checkbox', { name: '未知' })).toBeNull();
  });

  it('gives numbers in code-table order', async () => {
    const onChange = vi.fn();
    renderWidget(<Controlled onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(box('支付宝'));
    await user.click(box('微信'));
    expect(onChange).toHaveBeenLastCalledWith([3, 4]);
  });

  it('selects and clears everything with 全选, which shows a partial choice', async () => {
    const onChange = vi.fn();
    renderWidget(<Controlled initial={[3]} onChange={onChange} />);
    const user = userEvent.setup();
    expect(box('全选').checked).toBe(false);
    expect(document.querySelector('.ant-checkbox-indeterminate')).toBeTruthy();
    await user.click(box('全选'));
    expect(onChange).toHaveBeenLastCalledWith(ALL);
    expect(box('全选').checked).toBe(true);
    await user.click(box('全选'));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('works as a form field', async () => {
    const onFinish = vi.fn();
    renderWidget(
      <Form onFinish={onFinish} initialValues={{ pay_mode: [4] }}>
        <Form.Item name="pay_mode" label="支付渠道">
          <PaymentChannelCheckboxGroup />
        </Form.Item>
        <Button htmlType="submit">保存</Button>
      </Form>,
    );
    const user = userEvent.setup();
    await user.click(box('银联'));
    await user.click(screen.getByRole('button', { name: label('保存') }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ pay_mode: [4, 9] }));
  });
});
