import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Whether a kept page is the one the shell shows (KeepAliveOutlet), as a store: a hidden kept page
 * stays mounted with its effects running, so what a page does on its own while nobody looks at it
 * (a list that reloads itself) asks this and pauses. One store per kept page, never replaced, so
 * the context's value does not change and re-renders nothing; only hooks that subscribe hear a change.
 */
export class KeptPageShown {
  #shown: boolean;
  readonly #listeners = new Set<() => void>();

  constructor(shown: boolean) {
    this.#shown = shown;
  }

  set(shown: boolean): void {
    if (shown === this.#shown) return;
    this.#shown = shown;
    this.#listeners.forEach((listener) => listener());
  }

  readonly get = (): boolean => this.#shown;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}

/** Outside a kept page (a page that is not kept, a component test) a page is always shown. */
const ALWAYS_SHOWN = new KeptPageShown(true);

export const KeptPageShownContext = createContext<KeptPageShown>(ALWAYS_SHOWN);

const NO_SUBSCRIPTION = () => () => undefined;

/**
 * Whether the page around is shown. `watch: false` answers true without subscribing, for a caller
 * that only cares in some cases (a hook's rules forbid calling it conditionally).
 */
export function useKeptPageShown(watch = true): boolean {
  const store = useContext(KeptPageShownContext);
  return useSyncExternalStore(
    watch ? store.subscribe : NO_SUBSCRIPTION,
    watch ? store.get : ALWAYS_SHOWN.get,
  );
}
