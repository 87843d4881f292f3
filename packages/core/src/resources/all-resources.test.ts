import { describe, expect, it } from 'vitest';
import * as core from '../index.js';
import { resourceByKey } from './all-resources.js';
import type { AnyResource } from './define-resource.js';

/** A resource definition among core's exports (which also hold code tables and helpers). */
function isResource(value: unknown): value is AnyResource {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AnyResource>;
  return (
    typeof candidate.key === 'string' &&
    typeof candidate.table === 'string' &&
    typeof candidate.fields === 'object' &&
    typeof candidate.permissions === 'object'
  );
}

describe('resourceByKey', () => {
  it('holds every resource definition core exports, each under its own key', () => {
    const exported = (Object.values(core) as unknown[]).filter(isResource);
    expect(exported.length).toBeGreaterThan(30);
    for (const resource of exported) expect(resourceByKey(resource.key), resource.key).toBe(resource);
    expect(new Set(exported.map((resource) => resource.key)).size).toBe(exported.length);
    expect(resourceByKey('no/such-resource')).toBeUndefined();
  });
});
