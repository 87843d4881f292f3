import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../../resources/testing/render-resource';
import { installFakeApi } from '../../../test/fake-api';
import { setUpSignedInSuite } from '../../../test/session';
import { label } from '../../../widgets/testing/render-widget';
import { ReleaseDialog } from './ReleaseDialog';

setUpSignedInSuite(['parking:in-parking:list', 'parking:release:create']);
vi.setConfig({ testTimeout: 30_000 });

const CAR = {
  id: 7,
  plate: '粤B7A123',
  plate_color: 1,
  park_name: '福田中心停车场',
  entry_time: 1_767_225_600,
};

function renderDialog() {
  const onClose = vi.fn();
  const server = installFakeApi({
    'PUT /api/parking/in-parking/release': () => ({ release_id: 3, waived_amount: 1500 }),
  });
  const view = renderResource(<ReleaseDialog row={CAR} onClose={onClose} />);
  return { ...view, server, onClose };
}

describe('ReleaseDialog', () => {
  it('requires a reason and sends nothing without one', async () => {
    const { user, server } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: '人工放行' });
    await user.type(within(dialog).getByLabelText('放行原因'), '   ');
    await user.click(within(dialog).getByRole('button', { name: label('放行') }));
    expect(await within(dialog).findByText('请输入放行原因')).toBeTruthy();
    expect(screen.queryByText(/确定放行/)).toBeNull();
    expect(server.callsTo('PUT', '/api/parking/in-parking/release')).toHaveLength(0);
  });

  it('confirms with the reason, then releases the car with the reason and the gate', async () => {
    const { user, server, onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: '人工放行' });
    await user.type(within(dialog).getByLabelText('放行原因'), ' 道闸故障，车主已线下缴费 ');
    await user.type(within(dialog).getByLabelText('放行通道'), '1 号出口');
    await user.click(within(dialog).getByRole('button', { name: label('放行') }));

    const titles = await screen.findAllByText('确定放行 粤B7A123 吗？放行后本次停车不再收费。');
    // antd names the confirmation twice (a title for assistive technology and the visible one).
    expect(screen.getByText('放行原因：道闸故障，车主已线下缴费')).toBeTruthy();
    expect(server.callsTo('PUT', '/api/parking/in-parking/release')).toHaveLength(0);
    const confirmBox = titles[0]!.closest('.ant-modal') as HTMLElement;
    await user.click(within(confirmBox).getByRole('button', { name: label('确定') }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('PUT', '/api/parking/in-parking/release')[0]?.body).toEqual({
      id: 7,
      reason: '道闸故障，车主已线下缴费',
      gate: '1 号出口',
    });
  });
});
