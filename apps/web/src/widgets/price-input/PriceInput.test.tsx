import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { label, renderWidget } from '../testing/render-widget';
import { PriceInput } from './PriceInput';

function renderInForm(initial?: number) {
  const onFinish = vi.fn();
  renderWidget(
    <Form onFinish={onFinish} initialValues={{ price: initial }}>
      <Form.Item name="price" label="单价">
        <PriceInput />
      </Form.Item>
      <Button htmlType="submit">保存</Button>
    </Form>,
  );
  return { onFinish, user: userEvent.setup(), input: screen.getByLabelText<HTMLInputElement>('单价') };
}

describe('PriceInput', () => {
  it('turns typed 12.34 into 1234 fen in a form', async () => {
    const { onFinish, user, input } = renderInForm();
    await user.type(input, '12.34');
    await user.click(screen.getByRole('button', { name: label('保存') }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ price: 1234 }));
  });

  it('shows a stored value divided by 100 with 2 decimals and the ￥ prefix', () => {
    const { input } = renderInForm(1200);
    expect(input.value).toBe('12.00');
    expect(screen.getByText('￥')).toBeTruthy();
  });

  it('keeps exact fen where floating point would not (19.99 → 1999)', async () => {
    const onChange = vi.fn();
    renderWidget(<PriceInput aria-label="金额" onChange={onChange} />);
    await userEvent.setup().type(screen.getByLabelText('金额'), '19.99');
    expect(onChange).toHaveBeenLastCalledWith(1999);
  });

  it('reports an emptied field as null', async () => {
    const onChange = vi.fn();
    renderWidget(<PriceInput aria-label="金额" value={500} onChange={onChange} />);
    await userEvent.setup().clear(screen.getByLabelText('金额'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('does not go below 0 by default', async () => {
    const { onFinish, user, input } = renderInForm();
    await user.type(input, '-5');
    await user.tab();
    await user.click(screen.getByRole('button', { name: label('保存') }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ price: 0 }));
  });
});
