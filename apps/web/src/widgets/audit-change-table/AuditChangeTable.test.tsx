import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../testing/render-widget';
import { AuditChangeTable } from './AuditChangeTable';

const cells = () =>
  within(screen.getByRole('table', { name: '变更内容' }))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

describe('AuditChangeTable', () => {
  it('shows a created row as its values, money in yuan and secrets hidden', () => {
    renderWidget(
      <AuditChangeTable
        subject="parking/month-card"
        before={null}
        after={JSON.stringify({ unit_price: 9900, password: '[已隐藏]' })}
      />,
    );
    expect(cells()).toEqual([
      ['单价（每单位）', '-', '￥99.00'],
      ['password', '-', '已隐藏'],
    ]);
  });

  it('says so when an entry changed no field', () => {
    renderWidget(<AuditChangeTable subject="account/role" before='{"name":"a"}' after='{"name":"a"}' />);
    expect(screen.getByText('没有字段变化')).toBeTruthy();
  });
});
