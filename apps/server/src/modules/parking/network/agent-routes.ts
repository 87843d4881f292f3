import { AGENT_ONLINE_SECONDS, agentResource } from '@console/core';
import { crudRoutes } from '../../../engine/crud-routes.js';
import { addParkNames } from '../park-names.js';

/** 终端设备: park-scoped CRUD; `online` follows from the heartbeat's age at the moment of reading. */
export const agentCrudRoutes = crudRoutes(agentResource, {
  hooks: {
    async decorateRows(ctx, rows) {
      await addParkNames(ctx.db, rows);
      for (const row of rows) {
        const beat = Number(row.last_heartbeat ?? 0);
        row.online = beat > 0 && ctx.now - beat <= AGENT_ONLINE_SECONDS ? 1 : 0;
      }
    },
  },
});
