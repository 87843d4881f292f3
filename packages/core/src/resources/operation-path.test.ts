import { describe, expect, it } from 'vitest';
import { operationPath } from './operation-path.js';

describe('operationPath', () => {
  it('puts one-row calls after the key by default', () => {
    const resource = { key: 'parking/park' };
    expect(operationPath(resource, 'detail')).toEqual({ method: 'GET', path: 'parking/park/detail' });
    expect(operationPath(resource, 'delete')).toEqual({ method: 'DELETE', path: 'parking/park/delete' });
  });

  it('answers at the key itself with the method when the spec names such calls', () => {
    const resource = { key: 'merchant/app/rt', paths: 'method' as const };
    expect(operationPath(resource, 'list')).toEqual({ method: 'GET', path: 'merchant/app/rt/list' });
    expect(operationPath(resource, 'detail')).toEqual({ method: 'GET', path: 'merchant/app/rt' });
    expect(operationPath(resource, 'create')).toEqual({ method: 'POST', path: 'merchant/app/rt' });
    expect(operationPath(resource, 'update')).toEqual({ method: 'PUT', path: 'merchant/app/rt' });
    expect(operationPath(resource, { action: 'disable' })).toEqual({
      method: 'PUT',
      path: 'merchant/app/rt/disable',
    });
  });
});
