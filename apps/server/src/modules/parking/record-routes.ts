import { inParkingResource, parkingRecordResource, RELEASED } from '@console/core';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { ActionContext, WriteHooks } from '../../engine/engine-types.js';
import { carListsOf } from './car-lookup.js';
import { stayCost } from './gate-service.js';
import { addParkNames } from './park-names.js';
import { writeParkEvent } from './park-events.js';
import { settledSoFar } from './gate-order.js';

export const withParkNames: WriteHooks = {
  decorateRows: (ctx, rows) => addParkNames(ctx.db, rows),
};

/**
 * 人工放行: closes an open record without payment. What the stay would have cost is kept as the
 * waived amount, and the release names the operator, so the 放行记录 answers who let which car out and why.
 */
async function release(ctx: ActionContext): Promise<{ release_id: number; waived_amount: number }> {
  // The engine has checked and trimmed the declared input (a reason is required).
  const reason = String(ctx.body.reason);
  const gate = String(ctx.body.gate ?? '') || '人工放行';
  const record = await ctx.db
    .selectFrom('parking_record')
    .selectAll()
    .where('id', '=', Number(ctx.row.id))
    .executeTakeFirstOrThrow();
  const park = await ctx.db
    .selectFrom('park')
    .selectAll()
    .where('id', '=', record.park_id)
    .executeTakeFirstOrThrow();
  const { fee } = await stayCost(
    ctx.db,
    park,
    record,
    await carListsOf(ctx.db, park.id, record.plate),
    ctx.now,
  );
  const waived = Math.max(0, fee - (await settledSoFar(ctx.db, record)).covered);
  await ctx.db
    .updateTable('parking_record')
    .set({ status: 0, exit_time: ctx.now, exit_gate: gate, amount: fee, remark: `人工放行：${reason}` })
    .where('id', '=', record.id)
    .execute();
  const inserted = await ctx.db
    .insertInto('release_record')
    .values({
      merchant_id: record.merchant_id,
      park_id: record.park_id,
      record_id: record.id,
      plate: record.plate,
      plate_color: record.plate_color,
      gate,
      reason,
      waived_amount: waived,
      operator_id: ctx.auth.managerId,
      operator_name: `${ctx.auth.name}（${ctx.auth.account}）`,
      release_time: ctx.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeParkEvent(ctx.db, {
    park,
    kind: 'release',
    plate: record.plate,
    plate_color: record.plate_color,
    gate,
    at: ctx.now,
    recordId: record.id,
    content: `${record.plate} 由 ${ctx.auth.name} 人工放行：${reason}`,
  });
  return { release_id: Number(inserted.id), waived_amount: waived };
}

export const parkingRecordRoutes = crudRoutes(parkingRecordResource, { hooks: withParkNames });

export const inParkingRoutes = crudRoutes(inParkingResource, {
  where: () => [['status', '=', 1]],
  hooks: withParkNames,
  actions: { release: { answer: RELEASED, run: release } },
});
