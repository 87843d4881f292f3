import { couponFaceInput, mcouponFaceInput } from '@console/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { FaceValueField } from './FaceValueField';

function renderWithType(
  couponType: number | undefined,
  onValues: (values: Record<string, unknown>) => void,
  inputOf = mcouponFaceInput,
) {
  render(
    <Form initialValues={{ coupon_type: couponType }} onValuesChange={(_, all) => onValues(all)}>
      <Form.Item name="coupon_type" hidden>
        <input />
      </Form.Item>
      <Form.Item name="face_value" label="面额">
        <FaceValueField inputOf={inputOf} />
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

  it('asks a 停车券 discount in 折 and sends hundredths of a 折', async () => {
    let values: Record<string, unknown> = {};
    renderWithType(6, (all) => (values = all), couponFaceInput);
    const input = await screen.findByRole('spinbutton', { name: '折扣' });
    fireEvent.change(input, { target: { value: '8.5' } });
    fireEvent.blur(input);
    await vi.waitFor(() => expect(values.face_value).toBe(850));
  });

  it('asks a 停车券 multi-entry budget in minutes', async () => {
    renderWithType(5, () => undefined, couponFaceInput);
    expect(await screen.findByRole('spinbutton', { name: '总时长' })).toBeTruthy();
  });
});
