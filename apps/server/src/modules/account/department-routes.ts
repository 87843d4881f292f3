import { ApiCode, departmentResource } from '@console/core';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { ActionContext } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';
import { departmentHooks, parentInScope } from './department-hooks.js';
import { isSelfOrDescendant, replaceMembers, subAccountsOf } from './department-repository.js';

/** 移动: a new parent of the same merchant that is neither the node nor below it; 0 makes it a root. */
async function move(ctx: ActionContext): Promise<void> {
  const id = Number(ctx.row.id);
  const merchantId = Number(ctx.row.merchant_id);
  const parentId = Number(ctx.body.parent_id);
  if (parentId !== 0) {
    const parent = await parentInScope(ctx.db, ctx.auth, parentId);
    if (parent.merchant_id !== merchantId) {
      throw new AppError(ApiCode.BUSINESS_RULE, '只能移动到同一商户的部门下', `parent_id：${parentId}`);
    }
    if (await isSelfOrDescendant(ctx.db, merchantId, id, parentId)) {
      throw new AppError(ApiCode.BUSINESS_RULE, '不能移动到自身或其下级部门下', `parent_id：${parentId}`);
    }
  }
  await ctx.db
    .updateTable('department')
    .set({
      parent_id: parentId === 0 ? null : parentId,
      ...(typeof ctx.body.sort === 'number' && { sort: ctx.body.sort }),
      update_time: ctx.now,
    })
    .where('id', '=', id)
    .execute();
}

/** 设置成员: the listed sub-accounts of the department's merchant become exactly its members. */
async function assignMembers(ctx: ActionContext): Promise<void> {
  const ids = [...new Set((ctx.body.manager_ids as number[] | undefined) ?? [])];
  const found = await subAccountsOf(ctx.db, Number(ctx.row.merchant_id), ids);
  const stranger = ids.find((managerId) => !found.has(managerId));
  if (stranger !== undefined) {
    throw new AppError(ApiCode.VALIDATION, '只能选择本商户的子账号', `manager_ids：${stranger}`);
  }
  await replaceMembers(ctx.db, Number(ctx.row.id), ids, ctx.now);
}

export const departmentRoutes = crudRoutes(departmentResource, {
  hooks: departmentHooks,
  actions: {
    move: {
      body: {
        type: 'object',
        required: ['parent_id'],
        properties: {
          parent_id: { type: 'integer', title: '上级部门', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
          sort: { type: 'integer', title: '排序', minimum: 0, maximum: 9999 },
        },
      },
      run: move,
    },
    'assign-members': {
      body: {
        type: 'object',
        required: ['manager_ids'],
        properties: {
          manager_ids: {
            type: 'array',
            title: '成员',
            items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
            maxItems: 200,
          },
        },
      },
      run: assignMembers,
    },
  },
});
