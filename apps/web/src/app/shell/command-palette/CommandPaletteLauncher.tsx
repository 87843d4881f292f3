import { SearchOutlined } from '@ant-design/icons';
import { Button, Grid } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';

// Its own chunk: the palette's code is fetched the first time someone opens it (or points at the
// button), never with the first page.
const loadPalette = () => import('./CommandPalette');
const CommandPalette = lazy(loadPalette);

const ON_MAC = /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Ctrl+K, or ⌘K on a Mac; either works everywhere, so a Mac user on a PC keyboard is not lost. */
function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}

/**
 * The header's 搜索 button and the Ctrl+K / ⌘K shortcut; both open the command palette. The button
 * names its shortcut only on wide screens (≥ 1200 px), so narrower headers keep room for the modules.
 */
export function CommandPaletteLauncher() {
  const wide = Grid.useBreakpoint().xl === true;
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps its exit animation and reopening is instant.
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setMounted(true);
      setOpen((current) => !current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const shortcut = ON_MAC ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <Button
        type="text"
        icon={<SearchOutlined />}
        // Wide: named by its text; narrow: an icon alone, so a label (the shortcut is in title and aria-keyshortcuts).
        aria-label={wide ? undefined : '搜索页面'}
        aria-keyshortcuts="Control+K Meta+K"
        title={`搜索页面（${shortcut}）`}
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        style={{ color: 'inherit' }}
      >
        {wide && '搜索页面'}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
