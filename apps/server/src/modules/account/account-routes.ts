import { operationLogResource } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../engine/crud-routes.js';
import { departmentRoutes } from './department-routes.js';
import { roleRoutes } from './role-routes.js';
import { sessionRoutes } from './session-routes.js';
import { subAccountRoutes } from './sub-account-routes.js';

/** 账户 › 角色权限: roles, sub-accounts, departments, live sessions and the operation log, all engine resources. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(roleRoutes);
  await app.register(subAccountRoutes);
  await app.register(sessionRoutes);
  await app.register(departmentRoutes);
  // Read-only: the definition grants no write codes, so only list and detail exist.
  await app.register(crudRoutes(operationLogResource));
}
