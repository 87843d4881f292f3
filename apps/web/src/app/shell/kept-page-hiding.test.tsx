import { render } from '@testing-library/react';
import { Activity } from 'react';
import { describe, expect, it } from 'vitest';
import { keepRenderingWhileHidden } from './kept-page-hiding';

function Kept({ mode }: { mode: 'visible' | 'hidden' }) {
  return (
    <Activity mode={mode}>
      <div className="kept-page" data-testid="kept" ref={keepRenderingWhileHidden}>
        停车记录
      </div>
    </Activity>
  );
}

describe('keepRenderingWhileHidden', () => {
  it("turns Activity's display: none into the hidden attribute, and back", () => {
    const { getByTestId, rerender } = render(<Kept mode="visible" />);
    const kept = getByTestId('kept');
    expect(kept.hidden).toBe(false);

    rerender(<Kept mode="hidden" />);
    expect(kept.hidden).toBe(true);
    // The inline display React wrote never reaches the element's style: the layout is kept.
    expect(kept.getAttribute('style') ?? '').not.toContain('none');
    expect(kept.style.display).toBe('none');

    rerender(<Kept mode="visible" />);
    expect(kept.hidden).toBe(false);
    expect(kept.style.display).toBe('');
  });

  it('passes every other style write through', () => {
    const { getByTestId } = render(<Kept mode="visible" />);
    const kept = getByTestId('kept');
    kept.style.setProperty('color', 'red');
    kept.style.display = 'flex';
    expect(kept.style.getPropertyValue('color')).toBe('red');
    expect(kept.style.display).toBe('flex');
    expect(kept.hidden).toBe(false);
  });
});
