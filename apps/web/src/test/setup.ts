import { cleanup, configure } from '@testing-library/react';
import { ConfigProvider, message, notification } from 'antd';
import { createElement } from 'react';
import { afterEach, beforeAll } from 'vitest';
import { forgetListSearches } from '../lib/list-search-memory';
import { forgetServerKey } from '../lib/payload-seal-client';
import { queryClient } from '../lib/query-client';
import { useSession } from '../lib/session-store';
import { forgetSessionPrefs } from '../widgets/data-table/column-prefs-store';
import { showTestsVisibilityOnlyStyles } from './visibility-only-styles';

// Computed styles answer only what can be seen or clicked: antd's full CSS made every role query slow.
showTestsVisibilityOnlyStyles();

afterEach(() => cleanup());

// The web test files share one module graph (vitest.config.ts: isolate false), so what the app keeps
// for the life of a document starts empty for each file, as it would in a fresh tab: the sealing
// key (each file's fake server has its own), cached queries, the session, stored column settings,
// the query each kept list was last shown with.
beforeAll(async () => {
  // Testing Library turns this off while it waits; a wait cut off in an earlier file leaves it off.
  Reflect.deleteProperty(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  await forgetServerKey();
  queryClient.clear();
  useSession.getState().clear();
  forgetSessionPrefs();
  forgetListSearches();
  // antd's static messages live in document.body, which the files share: close what an earlier
  // file left open (without motion, below, a closed notice leaves the document at once).
  message.destroy();
  notification.destroy();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
});

// happy-dom never ends CSS transitions: static messages and notifications (shown before a page's own
// antd App exists) render without motion, as the widgets' render helper does for the rest.
ConfigProvider.config({
  holderRender: (children) =>
    createElement(ConfigProvider, { theme: { token: { motion: false } } }, children),
});

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
