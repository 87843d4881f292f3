import { materielApplyResource } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Row } from '../../engine/engine-types.js';
import { crudRoutes } from '../../engine/crud-routes.js';
import { serialTail } from '../../lib/serial-tail.js';

/** 物料申请 numbers: WL, the China date and time to the second, and a serial tail (unique by index). */
export function materielApplyNo(now: number): string {
  const cst = new Date((now + 8 * 3600) * 1000).toISOString();
  return `WL${cst.slice(0, 19).replace(/\D/g, '')}${serialTail()}`;
}

/** The applicant of each row and its name, read by id: the engine's rows carry neither. */
async function applicantsOf(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { merchant_id: number; name: string }>();
  const found = await db
    .selectFrom('materiel_apply')
    .innerJoin('merchant', 'merchant.id', 'materiel_apply.merchant_id')
    .select(['materiel_apply.id', 'materiel_apply.merchant_id', 'merchant.name'])
    .where('materiel_apply.id', 'in', ids)
    .execute();
  return new Map(found.map((f) => [Number(f.id), { merchant_id: Number(f.merchant_id), name: f.name }]));
}

/**
 * 物料申请: filed by the merchant (numbered, 已提交), reviewed and shipped by whoever holds
 * materiel:apply:audit in its scope: the demo gives that code to providers, not to merchants.
 */
export const materielApplyCrudRoutes = crudRoutes(materielApplyResource, {
  hooks: {
    beforeCreate(ctx, { values }): Row {
      return { ...values, apply_no: materielApplyNo(ctx.now), status: 0 };
    },
    async decorateRows(ctx, rows) {
      const applicants = await applicantsOf(
        ctx.db,
        rows.map((row) => Number(row.id)),
      );
      for (const row of rows) row.merchant_name = applicants.get(Number(row.id))?.name ?? '';
    },
  },
});
