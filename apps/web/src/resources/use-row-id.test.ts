import { describe, expect, it } from 'vitest';
import { parseRowId, withId } from './use-row-id';

describe('withId', () => {
  it('adds the row to the query', () => {
    expect(withId('/okr/project/detail', 7)).toBe('/okr/project/detail?id=7');
    expect(withId('/parking/lot/detail?g_park_uuid=a', 7)).toBe('/parking/lot/detail?g_park_uuid=a&id=7');
  });

  it('fills a route that names the row in its path (/okr/detail/:id)', () => {
    expect(withId('/okr/detail/:id', 7)).toBe('/okr/detail/7');
    // Under a filled objective, a key result is the edit page's ?id= as everywhere else.
    expect(withId('/okr/detail/7/edit', 12)).toBe('/okr/detail/7/edit?id=12');
    expect(withId('/okr/detail/:identity', 7)).toBe('/okr/detail/:identity?id=7');
  });

  it('reads only positive whole numbers', () => {
    expect(parseRowId('12')).toBe(12);
    expect(parseRowId('0')).toBeUndefined();
    expect(parseRowId('1e3')).toBeUndefined();
  });
});
