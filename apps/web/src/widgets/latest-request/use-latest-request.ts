import { useCallback, useEffect, useRef } from 'react';

/**
 * For lookups where only the newest answer matters (search-as-you-type): a new run aborts the one
 * before, `later` debounces, and unmounting cancels both, so a slow old answer never replaces a
 * fresher list or lands on a widget that is gone.
 */
export function useLatestRequest() {
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current);
    inFlight.current?.abort();
  }, []);
  useEffect(() => cancel, [cancel]);

  /** Runs `task`; resolves `{ value }`, or undefined when a newer run or cancel superseded it. */
  const run = useCallback(
    async <T>(task: (signal: AbortSignal) => Promise<T>): Promise<{ value: T } | undefined> => {
      window.clearTimeout(timer.current);
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const value = await task(controller.signal);
      return controller.signal.aborted ? undefined : { value };
    },
    [],
  );

  /** Calls `start` after `delay` ms unless called again (or cancelled) before then. */
  const later = useCallback((delay: number, start: () => void) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(start, delay);
  }, []);

  return { run, later, cancel };
}
