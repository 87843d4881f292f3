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
