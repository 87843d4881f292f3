import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../testing/render-widget';
import { HoverTooltip } from './HoverTooltip';

describe('HoverTooltip', () => {
  it('is a plain span until the pointer comes over it, then shows the whole text', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget(
      <HoverTooltip title="北京市朝阳区建国路88号">北京市朝阳…</HoverTooltip>,
    );
    // No Tooltip is made ahead: nothing of antd's trigger sits around the text.
    expect(container.querySelector('span')?.outerHTML).toBe('<span>北京市朝阳…</span>');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(screen.getByText('北京市朝阳…'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('北京市朝阳区建国路88号');
  });

  it('shows nothing for an empty text', async () => {
    const user = userEvent.setup();
    renderWidget(<HoverTooltip title="">—</HoverTooltip>);
    await user.hover(screen.getByText('—'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
