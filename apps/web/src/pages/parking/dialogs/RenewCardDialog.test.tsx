import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../../resources/testing/render-resource';
import { installFakeApi } from '../../../test/fake-api';
import { setUpSignedInSuite } from '../../../test/session';
import { label } from '../../../widgets/testing/render-widget';
import { RenewCardDialog } from './RenewCardDialog';

setUpSignedInSuite(['parking:month-card:list', 'parking:month-card:update']);
// antd dialogs and selects under a busy machine.
vi.setConfig({ testTimeout: 30_000 });

// 2026-01-31 10:00 China time; the card is valid until then.
const NOW = Date.UTC(2026, 0, 31, 2) / 1000;
const CARD = {
  id: 42,
  plate: '粤B12345',
  plate_color: 1,
  card_type: 1,
  unit_price: 30_000,
  start_time: NOW - 30 * 86_400,
  end_time: NOW + 3600,
};
const RENEWED_END = Date.UTC(2026, 3, 30, 3) / 1000;

function renderDialog() {
  const onClose = vi.fn();
  const server = installFakeApi({
    'PUT /api/parking/month-card/renew': () => ({
      start_time: CARD.start_time,
      end_time: RENEWED_END,
      order_no: 'R202601310001',
      amount: 90_000,
    }),
  });
  const view = renderResource(<RenewCardDialog row={CARD} onClose={onClose} now={() => NOW} />);
  return { ...view, server, onClose };
}

describe('RenewCardDialog', () => {
  it('previews unit price × quantity with ￥ in the card type unit, and the validity it will reach', async () => {
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: '月卡续费' });
    expect(within(dialog).getByText('￥300.00 / 月')).toBeTruthy();
    expect(within(dialog).getByLabelText('应付金额').textContent).toContain('￥300.00');

    const quantity = within(dialog).getByLabelText('续费数量');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await waitFor(() => expect(within(dialog).getByLabelText('应付金额').textContent).toContain('￥900.00'));
    expect(within(dialog).getByText('（￥300.00 × 3 月）')).toBeTruthy();
    // Valid until 31 Jan 11:00, so three calendar months from its end: 30 Apr 11:00.
    expect(within(dialog).getByText('2026-04-30 11:00:00')).toBeTruthy();
  });

  it('sends the quantity and payment, then shows the new validity and the 月卡订单', async () => {
    const { user, server } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: '月卡续费' });
    const quantity = within(dialog).getByLabelText('续费数量');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: label('确认续费') }));

    expect(await within(dialog).findByText('续费成功')).toBeTruthy();
    expect(server.callsTo('PUT', '/api/parking/month-card/renew')[0]?.body).toEqual({
      id: 42,
      quantity: 3,
      pay_type: 1,
      pay_mode: 0,
    });
    expect(within(dialog).getByText('2026-04-30 11:00:00')).toBeTruthy();
    expect(within(dialog).getByText('R202601310001')).toBeTruthy();
  });

  it('asks for a quantity before sending anything', async () => {
    const { user, server } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: '月卡续费' });
    await user.clear(within(dialog).getByLabelText('续费数量'));
    await user.click(within(dialog).getByRole('button', { name: label('确认续费') }));
    expect(await within(dialog).findByText('请输入续费数量')).toBeTruthy();
    expect(server.callsTo('PUT', '/api/parking/month-card/renew')).toHaveLength(0);
  });
});
