import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_CATALOGUE } from '@console/core';
import { describe, expect, it } from 'vitest';

/**
 * One home per area: the folders directly under these three places are named by an area key of the
 * route catalogue (packages/core/src/routes/areas, which mirrors routes.tsv's `area` column), so a
 * screen's page, server module and definitions are found by the same name.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
const AREA_PLACES = ['packages/core/src/resources', 'apps/server/src/modules', 'apps/web/src/pages'];
const AREA_KEYS: ReadonlySet<string> = new Set(ROUTE_CATALOGUE.map((route) => route.area));

/** A folder counts once it holds a file: git leaves empty folders behind after a move. */
function holdsAFile(dir: string): boolean {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).some((entry) => entry.isFile());
}

function areaFolders(place: string): string[] {
  const dir = path.join(REPO, place);
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && holdsAFile(path.join(dir, entry.name)))
    .map((entry) => entry.name);
}

describe('area folders', () => {
  it('reads the area keys from the catalogue', () => {
    expect(AREA_KEYS).toContain('parking-merchant');
    expect(AREA_KEYS).toContain('base-services');
  });

  it.each(AREA_PLACES)('names every folder directly under %s by an area key', (place) => {
    const folders = areaFolders(place);
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.filter((name) => !AREA_KEYS.has(name))).toEqual([]);
  });

  it('gives every server module an index.ts, the only file other modules import', () => {
    const modules = areaFolders('apps/server/src/modules');
    const modulesDir = path.join(REPO, 'apps/server/src/modules');
    expect(modules.filter((name) => !fs.existsSync(path.join(modulesDir, name, 'index.ts')))).toEqual([]);
  });
});
