import type { bonusGrantResource } from '@console/core';
import type { Generated, Insertable, Selectable } from 'kysely';
import { describe, expectTypeOf, it } from 'vitest';
import type { BonusAclTable, BonusEventTable, BonusGrantTable } from './schema-bonus.js';
import type { TableOf } from './table-of.js';

describe('TableOf', () => {
  it('reads a derived table as the columns the migration made', () => {
    // The hand-written interface this type replaced: a drift in the definition fails the typecheck.
    expectTypeOf<Selectable<BonusGrantTable>>().toEqualTypeOf<{
      id: number;
      merchant_id: number;
      park_id: number;
      event_id: number;
      acl_id: number;
      grant_no: string;
      plate: string;
      amount: number;
      issuer_no: string;
      issuer_name: string;
      create_time: number;
      coupon_grant_id: number | null;
    }>();
  });

  it('leaves virtual fields out, lets nullable columns be NULL and generated ones be left out', () => {
    expectTypeOf<Selectable<BonusEventTable>>().not.toHaveProperty('park_name');
    expectTypeOf<Selectable<BonusEventTable>>().not.toHaveProperty('status');
    expectTypeOf<Selectable<BonusEventTable>['description']>().toEqualTypeOf<string | null>();
    expectTypeOf<Selectable<BonusEventTable>['bonus_kind']>().toEqualTypeOf<number>();
    expectTypeOf<Insertable<BonusEventTable>['granted_amount']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Insertable<BonusAclTable>['quota']>().toEqualTypeOf<number>();
    expectTypeOf<TableOf<typeof bonusGrantResource>['id']>().toEqualTypeOf<Generated<number>>();
  });
});
