import { joinAreaList, parseAreaList, productResource } from '@console/core';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { Row } from '../../engine/engine-types.js';

/** Areas stored de-duplicated in one spelling, so the same choice always reads back the same. */
function normalised(values: Row): Row {
  return typeof values.permission_areas === 'string'
    ? { ...values, permission_areas: joinAreaList(parseAreaList(values.permission_areas)) }
    : values;
}

/**
 * 产品 (platform only, engine scope `platform`). Nothing is cached: the auth hook reads products and
 * their areas per request (grant-repository.ts), so a change here applies to the next call.
 */
export const productRoutes = crudRoutes(productResource, {
  hooks: {
    beforeCreate: (_ctx, { values }) => ({ ...normalised(values), status: 1 }),
    beforeUpdate: (_ctx, { changes }) => normalised(changes),
  },
});
