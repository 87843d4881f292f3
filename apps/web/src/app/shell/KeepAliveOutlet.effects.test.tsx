import { act, screen, waitFor } from '@testing-library/react';
import { lazy, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useKeptPageShown } from '../../lib/kept-page-shown';
import { setUpSignedInSuite } from '../../test/session';
import { PRODUCTS, renderOutletAt, ROLES, standInForEveryPage } from './outlet-stand-in';
import { SHELL_OVERLAY } from './shell-overlay';

/** Effect set-ups and clean-ups of each page, by the path it was opened at. */
const setUps = new Map<string, number>();
const cleanUps = new Map<string, number>();
/** The paths whose page shows an open modal dialog (in the document's body, as antd's are). */
const withDialog = new Set<string>();

/** Stands in for every built page: counts its effect, says whether it is shown, may hold a dialog. */
function EffectPage() {
  const { pathname } = useLocation();
  const shown = useKeptPageShown();
  useEffect(() => {
    setUps.set(pathname, (setUps.get(pathname) ?? 0) + 1);
    return () => void cleanUps.set(pathname, (cleanUps.get(pathname) ?? 0) + 1);
  }, [pathname]);
  return (
    <>
      <p>{`${pathname} ${shown ? '显示中' : '已隐藏'}`}</p>
      {withDialog.has(pathname) &&
        createPortal(<div role="dialog" aria-modal="true">{`${pathname} 的对话框`}</div>, document.body)}
    </>
  );
}

const EFFECT_PAGE = lazy(async () => ({ default: EffectPage }));

setUpSignedInSuite();

describe('a hidden kept page', () => {
  beforeEach(() => {
    setUps.clear();
    cleanUps.clear();
    withDialog.clear();
    standInForEveryPage(EFFECT_PAGE, 'account:role:list,system:product:list');
  });

  function renderOutlet() {
    const router = renderOutletAt(ROLES);
    const go = async (to: string) => {
      await act(async () => {
        await router.navigate(to);
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    };
    const shows = (text: string) =>
      waitFor(() => expect(screen.getByText(text).checkVisibility()).toBe(true));
    return { go, shows };
  }

  it('keeps its effects running, so a return re-runs none of them, and hears that it is hidden', async () => {
    const { go, shows } = renderOutlet();
    await shows(`${ROLES} 显示中`);
    await go(PRODUCTS);
    await shows(`${PRODUCTS} 显示中`);
    // Hidden by its element's attribute, still mounted, told it is hidden.
    expect(screen.getByText(`${ROLES} 已隐藏`).closest('.kept-page')?.hasAttribute('hidden')).toBe(true);

    for (let round = 0; round < 2; round += 1) {
      await go(ROLES);
      await shows(`${ROLES} 显示中`);
      await go(PRODUCTS);
      await shows(`${PRODUCTS} 显示中`);
    }
    expect(setUps.get(ROLES)).toBe(1);
    expect(setUps.get(PRODUCTS)).toBe(1);
    expect(cleanUps.size).toBe(0);
  });

  it('left with a dialog open, is hidden with its dialog and pauses its effects until shown again', async () => {
    withDialog.add(ROLES);
    const { go, shows } = renderOutlet();
    await shows(`${ROLES} 的对话框`);
    await go(PRODUCTS);
    await shows(`${PRODUCTS} 显示中`);
    // The dialog lives in the body, outside the page's element: <Activity> hides it with the page.
    expect(screen.getByText(`${ROLES} 的对话框`).checkVisibility()).toBe(false);
    expect(cleanUps.get(ROLES)).toBe(1);

    await go(ROLES);
    await shows(`${ROLES} 的对话框`);
    expect(setUps.get(ROLES)).toBe(2);
    // Left again without the dialog: hidden by its attribute only, its effects kept.
    withDialog.delete(ROLES);
    await go(`${ROLES}?page=2`);
    await shows(`${ROLES} 显示中`);
    await go(PRODUCTS);
    await shows(`${PRODUCTS} 显示中`);
    expect(cleanUps.get(ROLES)).toBe(1);
  });

  it('left while a shell overlay is open (the command palette), keeps its effects', async () => {
    const { go, shows } = renderOutlet();
    await shows(`${ROLES} 显示中`);
    // The palette's dialog is open as it navigates: it closes with the navigation it starts.
    const palette = document.createElement('div');
    palette.className = SHELL_OVERLAY;
    palette.innerHTML = '<div role="dialog" aria-modal="true">搜索页面</div>';
    document.body.append(palette);
    try {
      await go(PRODUCTS);
      await shows(`${PRODUCTS} 显示中`);
    } finally {
      palette.remove();
    }
    expect(cleanUps.size).toBe(0);
  });
});
