import { lazyPage } from '../shell/lazy-page';
import type { ScreenMap } from './screen-map';

/** The page modules of OKR by screen id; the catalogue rows name them. */
export const OKR_SCREENS = {
  'okr/ObjectiveDetailPage': lazyPage(() => import('../../pages/okr/ObjectiveDetailPage')),
  'okr/KeyResultFormPage': lazyPage(() => import('../../pages/okr/KeyResultFormPage')),
} satisfies ScreenMap<'okr'>;
