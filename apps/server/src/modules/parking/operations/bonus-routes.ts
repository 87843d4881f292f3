import {
  BONUS_ISSUED,
  BONUS_PREPARED,
  bonusAclResource,
  bonusEventResource,
  bonusGrantResource,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../../engine/crud-routes.js';
import type { WriteHooks } from '../../../engine/engine-types.js';
import { addParkNames } from '../park-names.js';
import { bonusAclHooks } from './bonus-acl-rules.js';
import { bonusEventHooks } from './bonus-event-rules.js';
import { ISSUE_BODY, issueBonus, prepareIssue, PREPARE_BODY } from './bonus-issue.js';

const grantHooks: WriteHooks = {
  decorateRows: (ctx, rows) => addParkNames(ctx.db, rows),
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
