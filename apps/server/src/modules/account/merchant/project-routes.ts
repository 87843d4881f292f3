import { ApiCode, projectResource } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { crudRoutes } from '../../../engine/crud-routes.js';
import { engineDb } from '../../../engine/engine-db.js';
import type { ActionContext } from '../../../engine/engine-types.js';
import { assertMerchantInScope } from '../../../engine/tenant-scope.js';
import { AppError } from '../../../http/app-error.js';
import { pendingMerchantNo } from './tenant-provisioning.js';

const MAX_GRANTS = 200;

async function grantsByProject(db: Kysely<Database>, ids: readonly number[]) {
  const byProject = new Map<number, { id: number; name: string }[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byProject;
  const rows = await db
    .selectFrom('project_grant as g')
    .innerJoin('merchant as m', 'm.id', 'g.merchant_id')
    .select(['g.project_id', 'm.id', 'm.name'])
    .where('g.project_id', 'in', [...ids])
    .orderBy('m.id')
    .execute();
  for (const row of rows) byProject.get(Number(row.project_id))?.push({ id: Number(row.id), name: row.name });
  return byProject;
}

/**
 * 授权: replaces the tenants allowed on the project. Each must be in the caller's scope (403 otherwise,
 * as for any create for another tenant) and not the project's owner (1400).
 */
async function authorize(ctx: ActionContext): Promise<void> {
  const ids = ctx.body.merchant_ids;
  if (!Array.isArray(ids)) throw new AppError(ApiCode.VALIDATION, '请选择授权商户', '字段：授权商户');
  const owner = Number(ctx.row.merchant_id);
  const wanted = [...new Set(ids as number[])];
  if (wanted.includes(owner)) {
    throw new AppError(ApiCode.VALIDATION, '项目所属商户无需授权', `merchant_ids：${owner}`);
  }
  for (const id of wanted) await assertMerchantInScope(engineDb(ctx.db), ctx.auth, id);
  const projectId = Number(ctx.row.id);
  await ctx.db.deleteFrom('project_grant').where('project_id', '=', projectId).execute();
  if (wanted.length > 0) {
    await ctx.db
      .insertInto('project_grant')
      .values(wanted.map((merchant_id) => ({ project_id: projectId, merchant_id, create_time: ctx.now })))
      .execute();
  }
}

/** 项目管理 on the engine, with 授权 and the granted tenants as a virtual column. */
export const projectRoutes = crudRoutes(projectResource, {
  hooks: {
    beforeCreate: (_ctx, { values }) => ({ ...values, project_no: pendingMerchantNo(), status: 1 }),
    // The number is the id's, so it is unique without a lookup, like a merchant number.
    async afterCreate(ctx, { id }) {
      await ctx.db
        .updateTable('project')
        .set({ project_no: `XM${String(id).padStart(8, '0')}` })
        .where('id', '=', id)
        .execute();
    },
    async decorateRows(ctx, rows) {
      const grants = await grantsByProject(
        ctx.db,
        rows.map((row) => Number(row.id)),
      );
      for (const row of rows) {
        const granted = grants.get(Number(row.id)) ?? [];
        row.authorized_names = granted.map((g) => g.name).join('、');
        row.authorized_ids = granted.map((g) => g.id);
      }
    },
  },
  actions: {
    authorize: {
      body: {
        type: 'object',
        properties: {
          merchant_ids: {
            type: 'array',
            title: '授权商户',
            items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
            maxItems: MAX_GRANTS,
          },
        },
      },
      run: authorize,
    },
  },
});
