import type { EnergyPeriod } from '@console/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BillingRuleForm } from './BillingRuleForm';

vi.setConfig({ testTimeout: 30_000 });

function renderForm(initial: EnergyPeriod[] = []) {
  const onSave = vi.fn((_periods: EnergyPeriod[]) => Promise.resolve());
  render(<BillingRuleForm initial={initial} saving={false} onSave={onSave} onCancel={() => undefined} />);
  return onSave;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('BillingRuleForm', () => {
  it('sends two periods typed in 元/度 as 0.0001 元 units, the second starting where the first ends', () => {
    const onSave = renderForm();
    type('第 1 个时段结束时间', '08:00');
    type('第 1 个时段电费', '0.3512');
    type('第 1 个时段服务费', '0.6');
    fireEvent.click(screen.getByRole('button', { name: /添加时段/ }));
    type('第 2 个时段电费', '1.2345');
    type('第 2 个时段服务费', '0.8');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(onSave).toHaveBeenCalledWith([
      { start: '00:00', end: '08:00', energy_price: 3512, service_price: 6000 },
      { start: '08:00', end: '24:00', energy_price: 12_345, service_price: 8000 },
    ]);
  });

  it('refuses a rule that stops before 24:00 with the shared check’s message and sends nothing', () => {
    const onSave = renderForm([{ start: '00:00', end: '24:00', energy_price: 10_000, service_price: 0 }]);
    expect(screen.getByLabelText('第 1 个时段电费')).toHaveProperty('value', '1.0000');
    type('第 1 个时段结束时间', '22:00');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(screen.getByText('最后一个时段应到 24:00 结束')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
