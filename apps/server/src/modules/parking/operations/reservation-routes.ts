import { appointedSpaceResource, reservationResource, reserveAppealResource } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../../engine/crud-routes.js';
import type { WriteHooks } from '../../../engine/engine-types.js';
import { addParkNames } from '../park-names.js';

export const withParkNames: WriteHooks = {
  decorateRows: (ctx, rows) => addParkNames(ctx.db, rows),
};

/** 预约: records and appointed spaces are read-only here (the owners' app writes them); appeals are reviewed. */
export async function reservationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(crudRoutes(reservationResource, { hooks: withParkNames }));
  await app.register(crudRoutes(appointedSpaceResource, { hooks: withParkNames }));
  await app.register(
    // 通过 and 驳回 are the definition's alone: the state, the note and the reviewer.
    crudRoutes(reserveAppealResource, { hooks: withParkNames }),
  );
}
