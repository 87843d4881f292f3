import { describe, expect, it } from 'vitest';
import { findWireProblem } from './wire-check.js';

const IDS = { type: 'object', properties: { ids: { type: 'array', items: { type: 'integer' } } } } as const;

describe('findWireProblem', () => {
  it('checks a single text sent for a list of integers as one item (the validator wraps it)', () => {
    // Ajv would turn "Infinity" into [Infinity] and let it reach the database (found by the fuzz).
    expect(findWireProblem({ ids: 'Infinity' }, IDS)).toEqual({
      field: 'ids',
      message: '参数 ids 必须是整数',
    });
    expect(findWireProblem({ ids: '12' }, IDS)).toBeUndefined();
    expect(findWireProblem({ ids: ['12', '1e3'] }, IDS)?.field).toBe('ids[1]');
  });
});
