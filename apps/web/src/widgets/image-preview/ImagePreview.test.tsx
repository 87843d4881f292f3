import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { findMessage, renderWidget, setUpWidgetSuite } from '../widget-testing';
import { ImagePreview } from './ImagePreview';

setUpWidgetSuite();

const LINK = '/api/storage/oss/file/missing.png';

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <span>{open ? '预览已打开' : '预览已关闭'}</span>
      <ImagePreview
        open={open}
        link={LINK}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

describe('ImagePreview', () => {
  it('shows the image in a dialog', async () => {
    renderWidget(<ImagePreview open link={LINK} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: '图片预览' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(LINK);
  });

  it('warns with the link when the image fails to load, and closes', async () => {
    const onClose = vi.fn();
    renderWidget(<Harness onClose={onClose} />);
    const image = await screen.findByRole('img', { name: '图片预览' });

    fireEvent.error(image);

    const notice = await findMessage('图片资源加载失败');
    expect(notice.textContent).toContain(LINK);
    expect(onClose).toHaveBeenCalledTimes(1);
    // happy-dom never finishes antd's leave animation, so the closed state is read from the owner.
    await waitFor(() => expect(screen.getByText('预览已关闭')).toBeTruthy());
  });

  it('closes from the close button', async () => {
    const onClose = vi.fn();
    renderWidget(<ImagePreview open link={LINK} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: /close|关闭/i }));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens nothing without a link', () => {
    renderWidget(<ImagePreview open onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
