import { ApiCode, roleResource } from '@console/core';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { Row, WriteHooks } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';
import { assertCovers, assertGrantable } from './grant-guard.js';
import { countAccountsWithRole, permissionsByRole, replaceRolePermissions } from './role-repository.js';

function codesIn(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];
}

/** Role permissions live in role_permission; the detail view (and the audit snapshot) carries them. */
export const roleHooks: WriteHooks = {
  beforeCreate(ctx, { values, input }) {
    assertGrantable(ctx.auth, codesIn(input.permissions));
    return values;
  },
  async afterCreate(ctx, { id, input }) {
    await replaceRolePermissions(ctx.db, id, codesIn(input.permissions));
  },
  beforeUpdate(ctx, { before, changes, input }) {
    assertCovers(ctx.auth, codesIn(before.permissions), '角色');
    if (input.permissions !== undefined) assertGrantable(ctx.auth, codesIn(input.permissions));
    return changes;
  },
  async afterUpdate(ctx, { before, input }) {
    if (input.permissions !== undefined)
      await replaceRolePermissions(ctx.db, Number(before.id), codesIn(input.permissions));
  },
  async beforeDelete(ctx, { before }) {
    assertCovers(ctx.auth, codesIn(before.permissions), '角色');
    const holders = await countAccountsWithRole(ctx.db, Number(before.id));
    if (holders > 0) {
      throw new AppError(
        ApiCode.BUSINESS_RULE,
        '该角色仍分配给账号，不能删除',
        `请先为 ${holders} 个账号移除该角色`,
      );
    }
  },
  async decorateRows(ctx, rows: Row[], view) {
    if (view !== 'detail') return;
    const byRole = await permissionsByRole(
      ctx.db,
      rows.map((row) => Number(row.id)),
    );
    for (const row of rows) row.permissions = byRole.get(Number(row.id)) ?? [];
  },
};

export const roleRoutes = crudRoutes(roleResource, { hooks: roleHooks });
