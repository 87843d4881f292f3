import type { AnyResource } from '@console/core';
import type { CrudOptions } from './engine-types.js';

/** What an import writes through: a table resource's definition and its create hooks. */
export interface ImportSource {
  resource: AnyResource;
  options: CrudOptions;
}

// Filled as crudRoutes registers a create endpoint; batch import finds its target here.
const sources = new Map<string, ImportSource>();

export function registerImportSource(source: ImportSource): void {
  sources.set(source.resource.key, source);
}

export function importSourceOf(key: string): ImportSource | undefined {
  return sources.get(key);
}
