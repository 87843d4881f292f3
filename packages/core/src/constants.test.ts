import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './api/envelope.js';
import {
  DEFAULT_IMPORT_CHARSET,
  DOCUMENT_TYPES,
  IMPORT_CHARSETS,
  IMPORT_LIMIT_BYTES,
  IMAGE_LIMIT_BYTES,
  MAP_DEFAULT_CENTER,
  PRICE_BASE,
  PRICE_PRECISION,
  REFRESH_INTERVAL_MS,
  REQUEST_TIMEOUT_MS,
  TABLE_PAGE_SIZES,
} from './constants.js';

describe('constants', () => {
  it('match spec 01 section 9', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
    expect(REFRESH_INTERVAL_MS).toBe(65_000);
    expect(IMAGE_LIMIT_BYTES).toBe(1024 * 1024);
    expect(IMPORT_LIMIT_BYTES).toBe(5 * 1024 * 1024);
    expect(IMPORT_CHARSETS).toContain(DEFAULT_IMPORT_CHARSET);
    expect(DOCUMENT_TYPES).toHaveLength(21);
    expect(new Set(DOCUMENT_TYPES).size).toBe(DOCUMENT_TYPES.length);
    expect(10 ** PRICE_PRECISION).toBe(PRICE_BASE);
    expect(MAP_DEFAULT_CENTER).toEqual({ lat: 22.543096, lng: 114.057865 });
  });

  it('reuse the API page sizes rather than repeat them', () => {
    expect(TABLE_PAGE_SIZES).toBe(PAGE_SIZES);
    expect(TABLE_PAGE_SIZES).toContain(DEFAULT_PAGE_SIZE);
  });
});
