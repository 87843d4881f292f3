import { allResources, isView, validateInput, type FieldDef } from '@console/core';
import { describe, expect, it } from 'vitest';
import { fieldValue, fieldValues, mobileNumber, personName, plateNumber } from './field-values.js';

/**
 * What only the caller can give: a reference names an existing row, a password is chosen, and the
 * two comma-joined code lists (a grant's scopes, a product's permission areas) name codes by choice.
 */
function callerValue(name: string, def: FieldDef): unknown {
  if (def.kind === 'ref' || def.kind === 'park') return def.multiple ? [1] : 1;
  if (def.kind === 'password') return 'Abcd1234!';
  if (def.kind === 'permissions' || def.kind === 'tags') return [];
  if (name === 'scopes') return 'order';
  if (name === 'permission_areas') return 'parking';
  // Form-only fields are not columns, so the row generator leaves them out; give them by kind.
  if (def.virtual && !def.readOnly) return fieldValue(def, 7);
  return undefined;
}

const writable = allResources()
  .filter((resource) => !isView(resource))
  .map((resource) => [resource.key, resource] as const);

describe('field values by kind', () => {
  it.each(writable)('%s: every writable field gets a value its definition accepts', (_key, resource) => {
    for (const n of [1, 2, 37, 1_000_003]) {
      const given = Object.fromEntries(
        Object.entries(resource.fields)
          .map(([name, def]) => [name, callerValue(name, def)] as const)
          .filter(([, value]) => value !== undefined),
      );
      const row = fieldValues(resource, n, given, (_name, def) => !def.readOnly);
      expect(validateInput(resource, row, 'create'), `row ${n}`).toEqual([]);
    }
  });

  it('reads like real data: Chinese names, mainland mobiles, plates, whole yuan in fen', () => {
    expect(personName(0)).toBe('张伟');
    expect(new Set([0, 1, 2, 3, 4].map(personName)).size).toBe(5);
    expect(mobileNumber(5)).toMatch(/^1[3-9]\d{9}$/);
    expect(plateNumber(8)).toMatch(/^[粤湘赣][A-Z]\d{5}$/);
    const money = fieldValue({ kind: 'money', minimum: 0, maximum: 1_000_000 } as FieldDef, 3);
    expect(money).toBe(3_000);
  });

  it('is stable: the same row number gives the same row', () => {
    const [, resource] = writable[0]!;
    expect(fieldValues(resource, 42)).toEqual(fieldValues(resource, 42));
    expect(fieldValues(resource, 42)).not.toEqual(fieldValues(resource, 43));
  });
});
