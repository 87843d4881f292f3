import {
  BONUS_ISSUED,
  BONUS_PREPARED,
  bonusAclResource,
  bonusEventResource,
  bonusGrantResource,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../../engine/crud-routes.js';
import type { EngineContext, Row, WriteHooks } from '../../../engine/engine-types.js';
import { addParkNames } from '../park-names.js';
import { bonusAclHooks } from './bonus-acl-rules.js';
import { bonusEventHooks } from './bonus-event-rules.js';
import { ISSUE_BODY, issueBonus, prepareIssue, PREPARE_BODY } from './bonus-issue.js';

/**
 * Whether each packet was used at the exit, from the coupon grant it became (one query per page);
 * a packet handed out before packets were coupons has none and shows no state.
 */
async function addPacketUse(ctx: EngineContext, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const uses = await ctx.db
    .selectFrom('bonus_grant as b')
    .innerJoin('coupon_grant as g', 'g.id', 'b.coupon_grant_id')
    .select(['b.id', 'g.use_status', 'g.use_time', 'g.discount_amount'])
    .where(
      'b.id',
      'in',
      rows.map((row) => Number(row.id)),
    )
    .execute();
  const byPacket = new Map(uses.map((use) => [Number(use.id), use]));
  for (const row of rows) {
    const use = byPacket.get(Number(row.id));
    row.use_status = use ? Number(use.use_status) : null;
    row.use_time = use && Number(use.use_time) > 0 ? Number(use.use_time) : null;
    row.discount_amount = use ? Number(use.discount_amount) : null;
  }
}

const grantHooks: WriteHooks = {
  async decorateRows(ctx, rows) {
    await addParkNames(ctx.db, rows);
    await addPacketUse(ctx, rows);
  },
};

/**
 * 红包活动 of a lot (spec calls bonus/event/*, park/apply/bonus/*), in the engine's URL shapes:
 * /api/bonus/event/{list,detail,create,update,prepare,issue}, /api/bonus/acl/{list,detail,create,update}
 * and /api/bonus/grant/{list,detail}.
 */
export async function bonusRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    crudRoutes(bonusEventResource, {
      hooks: bonusEventHooks,
      actions: {
        prepare: { body: PREPARE_BODY, answer: BONUS_PREPARED, run: prepareIssue },
        issue: { body: ISSUE_BODY, answer: BONUS_ISSUED, run: issueBonus },
      },
    }),
  );
  await app.register(crudRoutes(bonusAclResource, { hooks: bonusAclHooks }));
  await app.register(crudRoutes(bonusGrantResource, { hooks: grantHooks }));
}
