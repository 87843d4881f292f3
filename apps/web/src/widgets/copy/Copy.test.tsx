import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '../../lib/feedback';
import { renderWidget } from '../testing/render-widget';
import { Copy } from './Copy';

const originalExecCommand = document.execCommand;

afterEach(() => {
  document.execCommand = originalExecCommand;
  vi.restoreAllMocks();
});

/** user-event installs its own clipboard stub in setup(), so the clipboard is replaced after it. */
function setUp(clipboard: Partial<Clipboard> | undefined) {
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  renderWidget(<Copy text="粤B12345" label="车牌号" />);
  return { user, button: screen.getByRole('button', { name: '复制车牌号' }) };
}

describe('Copy', () => {
  it('copies through the Clipboard API and says 复制成功 for 1500 ms', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { user, button } = setUp({ writeText });
    // A pass-through spy: the real message still shows, and its duration can be read exactly.
    const open = vi.spyOn(feedback().message, 'open');
    expect(screen.getByText('粤B12345')).toBeTruthy();
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith('粤B12345');
    expect(await screen.findByText('复制成功')).toBeTruthy();
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', duration: 1.5 }));
    await waitFor(() => expect(screen.queryByText('复制成功')).toBeNull(), { timeout: 3000 });
  });

  it('falls back to a selected textarea where the Clipboard API is missing (plain HTTP)', async () => {
    let copied = '';
    document.execCommand = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement | null)?.value ?? '';
      return true;
    });
    const { user, button } = setUp(undefined);
    await user.click(button);
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('粤B12345');
    expect(await screen.findByText('复制成功')).toBeTruthy();
    // The fallback's own textarea is gone (antd keeps a hidden one of its own for autosize inputs).
    const left = [...document.querySelectorAll('textarea')].filter((area) => area.value === '粤B12345');
    expect(left).toHaveLength(0);
  });

  it('says 复制失败 when neither way works', async () => {
    document.execCommand = vi.fn(() => false);
    const { user, button } = setUp({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    await user.click(button);
    expect(await screen.findByText('复制失败')).toBeTruthy();
    expect(screen.queryByText('复制成功')).toBeNull();
  });
});
