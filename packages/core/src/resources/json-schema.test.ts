import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '../api/envelope.js';
import { operationLogResource, roleResource, subAccountResource } from './account/index.js';
import {
  createBodySchema,
  idSchema,
  listQuerySchema,
  searchParams,
  updateBodySchema,
} from './json-schema.js';

describe('JSON schemas from a definition', () => {
  it('creates with the writable fields, the required ones and an optional merchant', () => {
    const schema = createBodySchema(subAccountResource);
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual(
      ['account', 'merchant_id', 'mobile', 'name', 'password', 'role_ids'].sort(),
    );
    expect(schema.required).toEqual(['account', 'name', 'password']);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties?.name).toEqual({ type: 'string', title: '姓名', maxLength: 64, minLength: 1 });
    expect(schema.properties?.role_ids).toMatchObject({ type: 'array', items: { type: 'integer' } });
  });

  it('updates by id with every field optional and immutable ones left out', () => {
    const schema = updateBodySchema(subAccountResource);
    expect(schema.required).toEqual(['id']);
    expect(schema.properties).not.toHaveProperty('account');
    expect(schema.properties).not.toHaveProperty('status');
    expect(schema.properties).toHaveProperty('password');
  });

  it('lists with paging, sorting on sortable fields only, and the declared searches', () => {
    const schema = listQuerySchema(operationLogResource);
    expect(schema.properties?.page_size).toMatchObject({ enum: PAGE_SIZES, default: 20 });
    expect(schema.properties?.sort_by).toMatchObject({ enum: ['create_time'] });
    expect(schema.properties?.action).toMatchObject({
      type: 'string',
      enum: expect.arrayContaining(['update']),
    });
    expect(schema.properties?.create_time_start).toMatchObject({ type: 'integer' });
    expect(searchParams(operationLogResource).map((p) => p.param)).toEqual([
      'account',
      'action',
      'resource',
      'row_id',
      'create_time_start',
      'create_time_end',
    ]);
    expect(listQuerySchema(subAccountResource).properties?.status).toEqual({
      type: 'integer',
      title: '状态',
      enum: [1, 0],
    });
  });

  it('gives permission lists and ids their shapes', () => {
    expect(createBodySchema(roleResource).properties?.permissions).toMatchObject({
      type: 'array',
      items: { type: 'string' },
      uniqueItems: true,
    });
    expect(
      idSchema({ type: 'object', properties: { reason: { type: 'string' } }, required: ['reason'] }),
    ).toEqual({
      type: 'object',
      properties: {
        id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
        reason: { type: 'string' },
      },
      required: ['id', 'reason'],
    });
  });
});
