import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import boundaries are lint rules; these cases prove the rules bite. */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function ruleIds(code, filePath) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId);
}

describe('import boundaries', () => {
  it.each([
    ["import fs from 'node:fs'; export const x = fs;", 'packages/core/src/probe.ts'],
    ["import React from 'react'; export const x = React;", 'packages/core/src/probe.ts'],
    ["import { Kysely } from 'kysely'; export const x = Kysely;", 'packages/core/src/probe.ts'],
    ["import { x } from '../../web/src/x'; export const y = x;", 'apps/server/src/probe.ts'],
    ["import { x } from '@console/server'; export const y = x;", 'apps/web/src/probe.ts'],
  ])('refuses %s in %s', async (code, filePath) => {
    expect(await ruleIds(code, filePath)).toContain('no-restricted-imports');
  });

  it.each([
    [
      "import { ROLE_PATHS } from '../pages/account/paths'; export const x = ROLE_PATHS;",
      'apps/web/src/resources/probe.ts',
    ],
    [
      "import { PAGES } from '../app/page-registry'; export const x = PAGES;",
      'apps/web/src/resources/probe.ts',
    ],
    [
      "import { ResourceListPage } from '../resources'; export const x = ResourceListPage;",
      'apps/web/src/widgets/probe.ts',
    ],
  ])('keeps the web layers in order: refuses %s in %s', async (code, filePath) => {
    expect(await ruleIds(code, filePath)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    [
      "import { NETWORK_PATHS } from '../parking/network/paths'; export const x = NETWORK_PATHS;",
      'apps/web/src/pages/parking-merchant/probe.ts',
    ],
    [
      "import { LotBasicPage } from '../parking/lot/LotBasicPage'; export const x = LotBasicPage;",
      'apps/web/src/pages/shared/probe.ts',
    ],
    [
      "import { x } from '../account/merchant/merchant-repository.js'; export const y = x;",
      'apps/server/src/modules/parking/probe.ts',
    ],
    [
      "import { roleHooks } from '../modules/account/role-routes.js'; export const y = roleHooks;",
      'apps/server/src/routes/probe.ts',
    ],
    [
      "import { accountRoutes } from '../../modules/account/index.js'; export const y = accountRoutes;",
      'apps/server/src/platform/auth/probe.ts',
    ],
  ])('keeps each area in its own folder: refuses %s in %s', async (code, filePath) => {
    expect(await ruleIds(code, filePath)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    [
      "import { DASHBOARD_PATH } from '../shared/lot/paths'; export const x = DASHBOARD_PATH;",
      'apps/web/src/pages/parking-merchant/probe.ts',
    ],
    [
      "import { accountRoutes } from '../account/index.js'; export const y = accountRoutes;",
      'apps/server/src/modules/parking/probe.ts',
    ],
    [
      "import { authRoutes } from '../../platform/auth/auth-routes.js'; export const y = authRoutes;",
      'apps/server/src/modules/parking/probe.ts',
    ],
  ])(
    "lets an area use pages/shared, another module's index.ts and the platform: %s in %s",
    async (code, filePath) => {
      expect(await ruleIds(code, filePath)).not.toContain('import-x/no-restricted-paths');
    },
  );

  it('lets pages use the resource screens', async () => {
    expect(
      await ruleIds(
        "import { ResourceListPage } from '../../resources'; export const x = ResourceListPage;",
        'apps/web/src/pages/account/probe.ts',
      ),
    ).not.toContain('import-x/no-restricted-paths');
  });

  it('lets core import its own files', async () => {
    expect(
      await ruleIds(
        "import { ApiCode } from './api/codes.js'; export const x = ApiCode;",
        'packages/core/src/probe.ts',
      ),
    ).not.toContain('no-restricted-imports');
  });
});
