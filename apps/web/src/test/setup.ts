import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy/waitFor give up after 1 s by default; a lazy antd page rendering on a loaded 2-core CI
// machine can take longer, and a wait that only bounds a failure costs nothing when tests pass.
// Dialogs and date controls load on first use (a dynamic import the test runner transforms then):
// the refund dialog took 6-9 s to appear while the browser tests ran beside the web tests.
configure({ asyncUtilTimeout: 15_000 });

// antd's responsive observers need matchMedia, which happy-dom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
