import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router';
import { flushSync } from 'react-dom';
import { describe, expect, it, vi } from 'vitest';
import { useShellNavigate } from './use-shell-navigate';

/** Renders of each stand-in for a part of the shell. */
const renders = new Map<'shell' | 'router', number>();
const count = (part: 'shell' | 'router') => renders.set(part, (renders.get(part) ?? 0) + 1);
const rendersOf = (part: 'shell' | 'router') => renders.get(part) ?? 0;

/** A shell part as it should be: navigates, and reads nothing that a route change changes. */
function ShellPart() {
  count('shell');
  const navigate = useShellNavigate();
  return (
    <button type="button" onClick={() => navigate('/b')}>
      去 B
    </button>
  );
}

/** The same part through react-router's own hook, to show what the shell avoids. */
function RouterPart() {
  count('router');
  useNavigate();
  return null;
}

function Where() {
  return <p>在 {useLocation().pathname}</p>;
}

function Parts() {
  // One state for both parts, so neither re-renders because of the other.
  const [parts] = useState(() => (
    <>
      <ShellPart />
      <RouterPart />
    </>
  ));
  return (
    <>
      {parts}
      <Where />
    </>
  );
}

describe('useShellNavigate', () => {
  it('navigates without re-rendering its caller on every route change', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Parts /> }], { initialEntries: ['/a'] });
    render(<RouterProvider router={router} />);
    const before = { shell: rendersOf('shell'), router: rendersOf('router') };

    act(() => screen.getByRole('button', { name: '去 B' }).click());
    expect(await screen.findByText('在 /b')).toBeTruthy();
    await act(() => router.navigate('/c'));
    expect(screen.getByText('在 /c')).toBeTruthy();

    // Two route changes: react-router's hook re-rendered its caller for each, the shell's did not.
    expect(rendersOf('router') - before.router).toBe(2);
    expect(rendersOf('shell') - before.shell).toBe(0);
  });

  it('passes replace and flushSync on to the router', () => {
    function Options() {
      const navigate = useShellNavigate();
      return (
        <>
          <button type="button" onClick={() => navigate('/kept', { flushSync: true })}>
            立即
          </button>
          <button type="button" onClick={() => navigate('/other', { replace: true })}>
            替换
          </button>
          <Where />
        </>
      );
    }
    const router = createMemoryRouter([{ path: '*', element: <Options /> }], { initialEntries: ['/a'] });
    // As App gives it: the router renders through it the navigations that ask to be rendered at once.
    const sync = vi.fn((update: () => unknown): undefined => {
      flushSync(update);
    });
    render(<RouterProvider router={router} flushSync={sync} />);

    act(() => screen.getByRole('button', { name: '立即' }).click());
    expect(screen.getByText('在 /kept')).toBeTruthy();
    expect(sync).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: '替换' }).click());
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sync).toHaveBeenCalledTimes(1);
  });

  it('follows a plain <MemoryRouter> in component tests', async () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Parts />
      </MemoryRouter>,
    );
    act(() => screen.getByRole('button', { name: '去 B' }).click());
    expect(await screen.findByText('在 /b')).toBeTruthy();
  });
});
