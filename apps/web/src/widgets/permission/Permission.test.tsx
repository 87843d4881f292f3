import { renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../testing/render-widget';
import { setUpSignedInSuite } from '../../test/session';
import { Permission } from './Permission';
import { usePermission } from './use-permission';

setUpSignedInSuite(['user:user:list', 'parking:record:export']);

describe('usePermission', () => {
  it('allows when nothing is required and when any one code is held', () => {
    const { result } = renderHook(() => usePermission());
    const { can } = result.current;
    expect(can(undefined)).toBe(true);
    expect(can('user:user:list')).toBe(true);
    expect(can(['invoice:invoice:list', 'parking:record:export'])).toBe(true);
  });

  it('denies codes that are not held, and an empty list', () => {
    const { result } = renderHook(() => usePermission());
    const { can } = result.current;
    expect(can('invoice:invoice:list')).toBe(false);
    expect(can(['invoice:invoice:list', 'wallet:recharge:list'])).toBe(false);
    expect(can([])).toBe(false);
  });
});

describe('<Permission>', () => {
  it('renders its children when one of the codes is held', () => {
    renderWidget(
      <Permission codes={['invoice:invoice:list', 'user:user:list']}>
        <button type="button">新增用户</button>
      </Permission>,
    );
    expect(screen.getByRole('button', { name: '新增用户' })).toBeTruthy();
  });

  it('removes the element when none of the codes is held', () => {
    renderWidget(
      <Permission codes={['invoice:invoice:list']} fallback={<span>无权限</span>}>
        <button type="button">开票</button>
      </Permission>,
    );
    expect(screen.queryByRole('button', { name: '开票' })).toBeNull();
    expect(screen.getByText('无权限')).toBeTruthy();
  });

  it('reports a developer error and renders nothing when codes is not an array', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const codes = 'user:user:list' as unknown as string[];
    renderWidget(
      <Permission codes={codes}>
        <button type="button">新增用户</button>
      </Permission>,
    );
    expect(screen.queryByRole('button', { name: '新增用户' })).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('must be an array'));
  });
});
