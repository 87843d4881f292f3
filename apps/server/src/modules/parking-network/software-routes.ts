import { softwareResource } from '@console/core';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { ActionContext, ActionHandler } from '../../engine/engine-types.js';

function setStatus(status: 0 | 1): ActionHandler {
  return {
    async run(ctx: ActionContext) {
      await ctx.db
        .updateTable('park_software')
        .set({ status, update_time: ctx.now })
        .where('id', '=', Number(ctx.row.id))
        .execute();
    },
  };
}

/** 停车软件: plain CRUD plus 启用/停用; a disabled version can no longer be assigned (software-lookup.ts). */
export const softwareCrudRoutes = crudRoutes(softwareResource, {
  actions: { enable: setStatus(1), disable: setStatus(0) },
});
