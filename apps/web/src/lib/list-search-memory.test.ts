import { afterEach, describe, expect, it } from 'vitest';
import { forgetListSearches, rememberListSearch, withListSearch } from './list-search-memory';

describe('list search memory', () => {
  afterEach(forgetListSearches);

  it('adds the last query to a bare list path, and leaves a path with its own query alone', () => {
    rememberListSearch('/parking/record/list', '?plate=%E7%B2%A4B&page_index=2');
    expect(withListSearch('/parking/record/list')).toBe('/parking/record/list?plate=%E7%B2%A4B&page_index=2');
    expect(withListSearch('/parking/record/list?id=1')).toBe('/parking/record/list?id=1');
    expect(withListSearch('/parking/order/payment/list')).toBe('/parking/order/payment/list');
  });

  it('forgets a list whose conditions were cleared', () => {
    rememberListSearch('/parking/record/list', '?plate=x');
    rememberListSearch('/parking/record/list', '');
    expect(withListSearch('/parking/record/list')).toBe('/parking/record/list');
  });
});
