import { describe, expect, it } from 'vitest';
import * as core from '../index.js';
import { allResources, isResource, resourceByKey } from './registry.js';

describe('resource registry', () => {
  it('holds every definition the package exports, once, by its key', () => {
    const exported = (Object.values(core) as unknown[]).filter(isResource);
    expect(exported.length).toBeGreaterThan(30);
    for (const resource of exported) expect(resourceByKey(resource.key), resource.key).toBe(resource);
    expect(allResources()).toHaveLength(new Set(exported).size);
  });

  it('knows no key that is not a definition', () => {
    expect(resourceByKey('account/role')?.table).toBe('role');
    expect(resourceByKey('account/nothing')).toBeUndefined();
  });
});
