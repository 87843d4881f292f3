import { subAccountResource } from '@console/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../../../resources/testing/render-resource';
import { installFakeApi } from '../../../../test/fake-api';
import { setUpSignedInSuite, signInWith } from '../../../../test/session';
import { label } from '../../../../widgets/testing/render-widget';
import { ResourceFormDrawer } from './ResourceFormDrawer';

setUpSignedInSuite();

const QUESTION = '确定放弃未保存的修改吗？';

function openDrawer() {
  signInWith(['account:sub-account:create']);
  installFakeApi({ 'GET /api/account/role/list': () => ({ row: [] }) });
  const onClose = vi.fn();
  const view = renderResource(
    <ResourceFormDrawer resource={subAccountResource} state={{ mode: 'create' }} onClose={onClose} />,
  );
  return { ...view, onClose };
}

describe('a drawer form with unsaved input', () => {
  it('asks before Esc throws the input away, and stays open on 继续编辑', async () => {
    const { user, onClose } = openDrawer();
    await user.type(await screen.findByLabelText('姓名'), '李四');

    await user.keyboard('{Escape}');
    // antd writes a confirm's title twice (a hidden header and the shown one).
    expect((await screen.findAllByText(QUESTION)).length).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: label('继续编辑') }));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('李四');

    await user.click(document.querySelector<HTMLElement>('.ant-drawer-close')!);
    await user.click(await screen.findByRole('button', { name: label('放弃修改') }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('closes at once when nothing was typed', async () => {
    const { user, onClose } = openDrawer();
    await screen.findByLabelText('姓名');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.queryAllByText(QUESTION)).toHaveLength(0);
  });
});
