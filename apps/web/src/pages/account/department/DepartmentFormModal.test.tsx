import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResource } from '../../../resources/testing/render-resource';
import { setUpSignedInSuite, signInWith } from '../../../test/session';
import { label } from '../../../widgets/testing/render-widget';
import { DepartmentFormModal } from './DepartmentFormModal';

setUpSignedInSuite();

const QUESTION = '确定放弃未保存的修改吗？';

function openDialog() {
  signInWith(['account:department:create']);
  const onClose = vi.fn();
  const view = renderResource(
    <DepartmentFormModal
      target={{ mode: 'create', parent: null }}
      rows={[]}
      subAccounts={[]}
      onClose={onClose}
    />,
  );
  return { ...view, onClose };
}

describe('the department dialog with unsaved input', () => {
  it('asks before Esc or 取消 throws the typed name away', async () => {
    const { user, onClose } = openDialog();
    await user.type(await screen.findByLabelText('部门名称'), '运营部');

    await user.keyboard('{Escape}');
    // antd writes a confirm's title twice (a hidden header and the shown one).
    expect((await screen.findAllByText(QUESTION)).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: label('继续编辑') }));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('部门名称') as HTMLInputElement).value).toBe('运营部');

    await user.click(screen.getByRole('button', { name: label('取消') }));
    await user.click(await screen.findByRole('button', { name: label('放弃修改') }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('closes at once when nothing was typed', async () => {
    const { user, onClose } = openDialog();
    await screen.findByLabelText('部门名称');
    await user.click(screen.getByRole('button', { name: label('取消') }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.queryAllByText(QUESTION)).toHaveLength(0);
  });
});
