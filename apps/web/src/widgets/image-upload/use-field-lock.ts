import { IMAGE_LOCK_RELEASE_MS } from '@console/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * While an image is shown its file input stays disabled, so a stray click on the picture never opens
 * the file dialog; the 重新上传 button unlocks it just long enough (IMAGE_LOCK_RELEASE_MS) to open it.
 */
export function useFieldLock(input: RefObject<HTMLInputElement | null>) {
  const [unlocked, setUnlocked] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const unlockAndPick = () => {
    // The input must be enabled in the DOM before click(), or the browser ignores the click.
    flushSync(() => setUnlocked(true));
    input.current?.click();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setUnlocked(false), IMAGE_LOCK_RELEASE_MS);
  };
  return { unlocked, unlockAndPick };
}
