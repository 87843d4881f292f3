import { describe, expect, it } from 'vitest';
import { COUPON_TYPE } from '../code-tables/coupon.js';
import { CAR_STATUS } from '../code-tables/parking.js';
import { roleResource, subAccountResource } from './account/index.js';
import {
  defineResource,
  LOT_LINK_PARAM,
  fieldsShown,
  permittedCodes,
  sortableFields,
  writableFields,
} from './define-resource.js';
import { fieldText } from './field-text.js';
import { listQuerySchema } from './json-schema.js';
import { field } from './field.js';

const base = {
  key: 'test/thing',
  table: 'thing',
  label: '测试',
  scope: 'merchant',
  permissions: { list: 'account:role:list', detail: 'account:role:list' },
} as const;

describe('defineResource', () => {
  it('fills one detail section and no actions by default', () => {
    const thing = defineResource({
      ...base,
      fields: {
        name: field.text({ label: '名称', sortable: true }),
        secret: field.password({ label: '密码' }),
      },
      list: { columns: ['name'], sort: ['name', 'asc'] },
    });
    expect(thing.detail.sections).toEqual([{ title: '基本信息', fields: ['name'] }]);
    expect(thing.actions).toEqual({});
  });

  it('shares rows only with a tenant, and only through actions it has', () => {
    const shared = (scope: 'merchant' | 'platform', actions: string[]) => () =>
      defineResource({
        ...base,
        scope,
        sharedWith: { column: 'seller_id', actions },
        fields: {
          name: field.text({ label: '名称', sortable: true }),
          status: field.integer({ label: '状态', readOnly: true }),
        },
        list: { columns: ['name'], sort: ['name', 'asc'] },
        enableDisable: { permission: 'account:role:update' },
      });
    expect(shared('merchant', ['disable'])).not.toThrow();
    expect(shared('merchant', ['revoke'])).toThrow(/sharedWith names unknown action revoke/);
    expect(shared('platform', [])).toThrow(/no tenant to share with/);
  });

  it("lets another product's codes grant the calls it names, and only calls the resource has", () => {
    const thing = (also: object) =>
      defineResource({
        ...base,
        permissions: { ...base.permissions, export: 'account:role:update' },
        alsoPermitted: [also],
        fields: {
          name: field.text({ label: '名称', sortable: true }),
          status: field.integer({ label: '状态', readOnly: true }),
        },
        list: { columns: ['name'], sort: ['name', 'asc'] },
        enableDisable: { permission: 'account:role:update' },
      });
    const grouped = thing({
      list: 'group:record:list',
      export: 'group:record:export',
      actions: { disable: 'group:record:detail' },
    });
    expect(permittedCodes(grouped, 'list')).toEqual(['account:role:list', 'group:record:list']);
    expect(permittedCodes(grouped, 'detail')).toEqual(['account:role:list']);
    expect(permittedCodes(grouped, 'export')).toEqual(['account:role:update', 'group:record:export']);
    expect(permittedCodes(grouped, { action: 'disable' })).toEqual([
      'account:role:update',
      'group:record:detail',
    ]);
    expect(permittedCodes(grouped, { action: 'enable' })).toEqual(['account:role:update']);
    expect(permittedCodes(grouped, 'create')).toEqual([]);
    expect(() => thing({ create: 'group:record:list' })).toThrow(/alsoPermitted names create/);
    expect(() => thing({ actions: { refund: 'group:record:list' } })).toThrow(/unknown action refund/);
  });

  it('filters by a lot through a link table only where no park field says the lot already', () => {
    const lotLink = { column: 'coupon_id', table: 'coupon_park', key: 'coupon_id' };
    const linked = (extra: object) => () =>
      defineResource({
        ...base,
        lotLink,
        fields: {
          name: field.text({ label: '名称', sortable: true }),
          ...extra,
        },
        list: { columns: ['name'], sort: ['name', 'asc'] },
      });
    expect(linked({})().lotLink).toEqual(lotLink);
    expect(listQuerySchema(linked({})()).properties).toHaveProperty(LOT_LINK_PARAM);
    expect(linked({ park_id: field.park({ label: '车场', search: 'eq' }) })).toThrow(/lotLink/);
  });

  it('reads a face value by a coupon type field it names', () => {
    const coupon = (typeField: string) => () =>
      defineResource({
        ...base,
        fields: {
          name: field.text({ label: '名称', sortable: true }),
          coupon_type: field.code(COUPON_TYPE, { label: '券类型' }),
          face_value: field.integer({ label: '面额', face: { typeField, inputs: 'coupon' } }),
        },
        list: { columns: ['name'], sort: ['name', 'asc'] },
      });
    expect(coupon('coupon_type')).not.toThrow();
    expect(coupon('kind')).toThrow(/face face_value needs the code field kind/);
    const face = coupon('coupon_type')().fields.face_value;
    expect(fieldText(face, 850, { coupon_type: 6 })).toBe('8.5折');
    expect(fieldText(face, 90, { coupon_type: 2 })).toBe('1.5小时');
    expect(fieldText(face, 500, { coupon_type: 1 })).toBe('￥5.00');
    expect(fieldText(face, 0, { coupon_type: 3 })).toBe('全免');
  });

  it('keeps passwords to forms and read-only fields out of forms', () => {
    expect(fieldsShown(subAccountResource.fields, 'list')).not.toContain('password');
    expect(fieldsShown(subAccountResource.fields, 'detail')).not.toContain('password');
    expect(fieldsShown(subAccountResource.fields, 'form')).toContain('password');
    expect(fieldsShown(subAccountResource.fields, 'form')).not.toContain('status');
    expect(writableFields(subAccountResource.fields, 'create')).toContain('account');
    expect(writableFields(subAccountResource.fields, 'update')).not.toContain('account');
    expect(sortableFields(roleResource.fields)).toEqual(['name']);
  });

  it.each([
    ['a bad key', { key: 'Account/Role' }],
    [
      'a default sort on a field that is not sortable',
      { list: { columns: ['name'], sort: ['name', 'asc'] } },
    ],
    ['a list column that is not a list field', { list: { columns: ['note'], sort: ['code', 'asc'] } }],
    ['an action without a permission', { actions: { audit: { label: '审核', permission: '' } } }],
    [
      'an action named like a generic endpoint',
      { actions: { delete: { label: '删', permission: 'account:role:delete' } } },
    ],
    [
      'an action state on an unknown field',
      {
        actions: {
          audit: { label: '审核', permission: 'account:role:update', states: { field: 'nope', in: [1] } },
        },
      },
    ],
    ['a detail section with a hidden field', { detail: { sections: [{ title: 'x', fields: ['note'] }] } }],
  ])('refuses %s', (_name, override) => {
    const input = {
      ...base,
      fields: {
        name: field.text({ label: '名称' }),
        code: field.code(CAR_STATUS, { label: '状态', sortable: true }),
        note: field.text({ label: '备注', show: ['form'] }),
      },
      list: { columns: ['name'], sort: ['code', 'asc'] },
      ...override,
    };
    // @ts-expect-error -- the overrides are deliberately wrong
    expect(() => defineResource(input)).toThrow(/resource/);
  });

  it('refuses sorting or searching what is not a column', () => {
    expect(() =>
      defineResource({
        ...base,
        fields: {
          name: field.text({ label: '名称', sortable: true }),
          tags: field.text({ label: '标签', virtual: true, search: 'eq' }),
        },
        list: { columns: ['name'], sort: ['name', 'asc'] },
      }),
    ).toThrow(/virtual field tags/);
    expect(() =>
      defineResource({
        ...base,
        fields: { name: field.text({ label: '名称', sortable: true, virtual: true }) },
        list: { columns: ['name'], sort: ['name', 'asc'] },
      }),
    ).toThrow(/cannot be sortable/);
  });
});
