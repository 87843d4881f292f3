import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { FaceValueField } from './FaceValueField';

function renderWithType(couponType: number | undefined, onValues: (values: Record<string, unknown>) => void) {
  render(
    <Form initialValues={{ coupon_type: couponType }} onValuesChange={(_, all) => onValues(all)}>
      <Form.Item name="coupon_type" hidden>
        <input />
      </Form.Item>
      <Form.Item name="face_value" label="面额">
        <FaceValueField />
      </Form.Item>
    </Form>,
  );
}

describe('FaceValueField', () => {
  it('asks for yuan for 减免金额', async () => {
    renderWithType(1, () => undefined);
    expect(await screen.findByRole('spinbutton', { name: '减免金额' })).toBeTruthy();
  });

  it('asks for minutes for 减免时长', async () => {
    renderWithType(2, () => undefined);
    expect(await screen.findByRole('spinbutton', { name: '减免时长' })).toBeTruthy();
  });

  it('sends 0 for 全免 and says no face value is needed', async () => {
    let values: Record<string, unknown> = {};
    renderWithType(3, (all) => (values = all));
    expect(await screen.findByDisplayValue('全免券无需面额')).toBeTruthy();
    await vi.waitFor(() => expect(values.face_value).toBe(0));
  });

  it('waits for a type before asking', async () => {
    renderWithType(undefined, () => undefined);
    expect(await screen.findByPlaceholderText('请先选择券类型')).toBeTruthy();
  });
});
