import { describe, expect, expectTypeOf, it } from 'vitest';
import { ENABLED_STATUS, type CodeValueOf } from '../code-tables/index.js';
import type { roleResource, subAccountResource } from './account/index.js';
import { defineResource } from './define-resource.js';
import { field } from './field.js';
import type { RowOf } from './field-types.js';

const _thing = defineResource({
  key: 'test/thing',
  table: 'thing',
  label: '测试',
  scope: 'merchant',
  permissions: { list: 'account:role:list', detail: 'account:role:list' },
  fields: {
    name: field.text({ label: '名称', sortable: true }),
    price: field.money({ label: '价格' }),
    at: field.time({ label: '时间' }),
    active: field.boolean({ label: '启用' }),
    status: field.code(ENABLED_STATUS, { label: '状态' }),
    owner: field.ref('account/sub-account', { label: '负责人' }),
    members: field.ref('account/sub-account', { label: '成员', multiple: true }),
  },
  list: { columns: ['name'], sort: ['name', 'asc'] },
});

describe('RowOf', () => {
  it('types each field by its kind, as the engine sends it', () => {
    type Thing = RowOf<typeof _thing>;
    expectTypeOf<Thing['name']>().toEqualTypeOf<string>();
    expectTypeOf<Thing['price']>().toEqualTypeOf<number>();
    expectTypeOf<Thing['at']>().toEqualTypeOf<number>();
    expectTypeOf<Thing['active']>().toEqualTypeOf<0 | 1>();
    expectTypeOf<Thing['status']>().toEqualTypeOf<CodeValueOf<typeof ENABLED_STATUS>>();
    expectTypeOf<Thing['owner']>().toEqualTypeOf<number>();
    expectTypeOf<Thing['members']>().toEqualTypeOf<number[]>();
    expectTypeOf<Thing['id']>().toEqualTypeOf<number>();
    const row: Thing = { id: 1, name: 'a', price: 1, at: 0, active: 1, status: 0, owner: 2, members: [] };
    expect(row.members).toEqual([]);
  });

  it('leaves write-only passwords out and keeps permission codes as strings', () => {
    expectTypeOf<RowOf<typeof subAccountResource>>().not.toHaveProperty('password');
    expectTypeOf<RowOf<typeof roleResource>['permissions']>().toEqualTypeOf<string[]>();
    expectTypeOf<RowOf<typeof roleResource>['park_ids']>().toEqualTypeOf<number[]>();
  });
});
