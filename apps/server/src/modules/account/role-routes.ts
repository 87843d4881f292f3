import { ApiCode, roleResource } from '@console/core';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { Row, WriteHooks } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';
import { assertCovers, assertGrantable } from './grant-guard.js';
import { countAccountsWithRole, permissionsByRole, replaceRolePermissions } from './role-repository.js';
import { parksByRole, replaceRoleParks } from './role-park-repository.js';

function codesIn(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];
}

function idsIn(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
}

/** Role permissions live in role_permission; the detail view (and the audit snapshot) carries them. */
export const roleHooks: WriteHooks = {
  beforeCreate(ctx, { values, input }) {
    assertGrantable(ctx.auth, codesIn(input.permissions));
    return values;
  },
  async afterCreate(ctx, { id, values, input }) {
    await replaceRolePermissions(ctx.db, id, codesIn(input.permissions));
    const role = { id, merchant_id: Number(values.merchant_id) };
    await replaceRoleParks(ctx.db, ctx.auth, role, idsIn(input.park_ids));
  },
  beforeUpdate(ctx, { before, changes, input }) {
    assertCovers(ctx.auth, codesIn(before.permissions), '角色');
    if (input.permissions !== undefined) assertGrantable(ctx.auth, codesIn(input.permissions));
    return changes;
  },
  async afterUpdate(ctx, { before, input }) {
    if (input.permissions !== undefined)
      await replaceRolePermissions(ctx.db, Number(before.id), codesIn(input.permissions));
    if (input.park_ids !== undefined) {
      const role = { id: Number(before.id), merchant_id: Number(before.merchant_id) };
      await replaceRoleParks(ctx.db, ctx.auth, role, idsIn(input.park_ids));
    }
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
    const ids = rows.map((row) => Number(row.id));
    const [byRole, parks] = await Promise.all([permissionsByRole(ctx.db, ids), parksByRole(ctx.db, ids)]);
    for (const row of rows) {
      row.permissions = byRole.get(Number(row.id)) ?? [];
      row.park_ids = parks.get(Number(row.id)) ?? [];
    }
  },
};

export const roleRoutes = crudRoutes(roleResource, { hooks: roleHooks });
