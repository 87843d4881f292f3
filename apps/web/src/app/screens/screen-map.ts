import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../shell/lazy-page';

export type Page = LazyExoticComponent<ComponentType>;

/**
 * An area's page modules by screen id (`parking/LotConsolePage`). The type holds every id to the
 * area's prefix, so an area's pages stay in its own file and load as their own chunks.
 */
export type ScreenMap<Area extends string> = Readonly<Record<`${Area}/${string}`, Page>>;

type Module = Record<string, ComponentType>;

/** A named export of a lazily loaded module as a page. */
export function named<M extends Module>(load: () => Promise<M>, name: keyof M & string): Page {
  return lazyPage(() => load().then((m) => ({ default: m[name] as ComponentType })));
}
