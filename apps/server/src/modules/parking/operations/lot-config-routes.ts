import { aclScopesProblem, ApiCode, invoiceConfigResource, parkAclResource } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { crudRoutes } from '../../../engine/crud-routes.js';
import type { Row, WriteHooks } from '../../../engine/engine-types.js';
import { AppError } from '../../../http/app-error.js';
import { addParkNames } from '../park-names.js';

/** The form sends scopes in any order; storing them sorted makes equal grants read equal in the log. */
function normalisedScopes(row: Row): Row {
  if (typeof row.scopes !== 'string') return row;
  const problem = aclScopesProblem(row.scopes);
  if (problem) throw new AppError(ApiCode.VALIDATION, problem);
  return { ...row, scopes: row.scopes.split(',').sort().join(',') };
}

const aclHooks: WriteHooks = {
  beforeCreate(ctx, { values }) {
    if (Number(values.expire_time) <= ctx.now)
      throw new AppError(ApiCode.VALIDATION, '到期时间须晚于当前时间');
    return normalisedScopes(values);
  },
  beforeUpdate(_ctx, { changes }) {
    return normalisedScopes(changes);
  },
  decorateRows: (ctx, rows) => addParkNames(ctx.db, rows),
};

const invoiceHooks: WriteHooks = {
  decorateRows: (ctx, rows) => addParkNames(ctx.db, rows),
};

/** 访问授权 and 开票配置 of a lot. */
export async function lotConfigRoutes(app: FastifyInstance): Promise<void> {
  await app.register(crudRoutes(parkAclResource, { hooks: aclHooks }));
  await app.register(crudRoutes(invoiceConfigResource, { hooks: invoiceHooks }));
}
