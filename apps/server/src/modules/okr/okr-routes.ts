import {
  okrKeyResultResource,
  okrObjectiveResource,
  okrProjectResource,
  okrTimelineResource,
  progressText,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../engine/crud-routes.js';
import { keyResultHooks } from './key-result-hooks.js';
import { objectiveHooks } from './objective-hooks.js';
import { projectHooks } from './project-hooks.js';

/** 目标, 关键结果, 目标动态 and 项目 (issue 22): the definitions with the rules their hooks add. */
export async function okrRoutes(app: FastifyInstance): Promise<void> {
  await app.register(crudRoutes(okrObjectiveResource, { hooks: objectiveHooks }));
  await app.register(crudRoutes(okrKeyResultResource, { hooks: keyResultHooks }));
  await app.register(crudRoutes(okrProjectResource, { hooks: projectHooks }));
  await app.register(
    crudRoutes(okrTimelineResource, {
      hooks: {
        decorateRows(_ctx, rows) {
          for (const row of rows) row.progress_text = progressText(Number(row.progress ?? 0));
          return Promise.resolve();
        },
      },
    }),
  );
}
