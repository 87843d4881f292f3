import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { areaLabels } from './area-options';
import { AreaSelect } from './AreaSelect';

vi.setConfig({ testTimeout: 30_000 });

describe('the product area select', () => {
  it('shows the stored comma-joined areas by their Chinese labels, dropping unknown keys', () => {
    render(<AreaSelect value="parking,nope,coupon" />);
    expect(screen.getByText('停车')).toBeTruthy();
    expect(screen.getByText('停车券')).toBeTruthy();
    expect(areaLabels('parking,nope,coupon')).toEqual(['停车', '停车券']);
    expect(areaLabels(null)).toEqual([]);
  });

  it('writes the choice back in the stored form', () => {
    const onChange = vi.fn();
    render(<AreaSelect value="parking" onChange={onChange} />);
    // Removing the one chosen area leaves an empty list: the product enables no area.
    fireEvent.click(screen.getByLabelText('close'));
    expect(onChange).toHaveBeenCalledWith('');
  });
});
