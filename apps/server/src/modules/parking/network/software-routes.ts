import { softwareResource } from '@console/core';
import { crudRoutes } from '../../../engine/crud-routes.js';

/** 停车软件: plain CRUD plus the built-in 启用/停用; a disabled version can no longer be assigned (software-lookup.ts). */
export const softwareCrudRoutes = crudRoutes(softwareResource);
