import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { label, renderWidget } from '../testing/render-widget';
import { AdvancedSearchDrawer } from './AdvancedSearchDrawer';

function renderDrawer() {
  const handlers = { onClose: vi.fn(), onSearch: vi.fn(), onClear: vi.fn() };
  renderWidget(
    <AdvancedSearchDrawer open {...handlers} initialValues={{ park_name: '' }}>
      <Form.Item name="plate" label="车牌号">
        <Input />
      </Form.Item>
      <Form.Item name="park_name" label="车场名称">
        <Input />
      </Form.Item>
    </AdvancedSearchDrawer>,
  );
  return handlers;
}

describe('AdvancedSearchDrawer', () => {
  it('has 取消, 清空 and 搜索 in the footer around the given fields', async () => {
    renderDrawer();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByLabelText('车牌号')).toBeTruthy();
    for (const name of ['取消', '清空', '搜索'])
      expect(screen.getByRole('button', { name: label(name) })).toBeTruthy();
  });

  it('searches with the field values and closes', async () => {
    const user = userEvent.setup();
    const { onSearch, onClose } = renderDrawer();
    await user.type(await screen.findByLabelText('车牌号'), '粤B12345');
    await user.click(screen.getByRole('button', { name: label('搜索') }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ plate: '粤B12345', park_name: '' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('submits on Enter in a field', async () => {
    const user = userEvent.setup();
    const { onSearch } = renderDrawer();
    await user.type(await screen.findByLabelText('车场名称'), '福田中心{Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ park_name: '福田中心' }));
  });

  it('clears every field and stays open; 取消 closes without searching', async () => {
    const user = userEvent.setup();
    const { onSearch, onClose, onClear } = renderDrawer();
    await user.type(await screen.findByLabelText('车牌号'), '粤B12345');
    await user.click(screen.getByRole('button', { name: label('清空') }));
    // antd remounts a reset field, so the input is looked up again.
    expect(screen.getByLabelText<HTMLInputElement>('车牌号').value).toBe('');
    expect(onClear).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: label('取消') }));
    expect(onClose).toHaveBeenCalled();
    expect(onSearch).not.toHaveBeenCalled();
  });
});
