import { ApiCode } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { EngineContext, Row, WriteHooks } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';
import { assertManagersOf, managerNames, objectiveInScope } from './okr-repository.js';

function idsOf(value: unknown): number[] {
  return Array.isArray(value) ? [...new Set(value.map(Number))] : [];
}

/** The whole row after the change must hold together: people of its merchant, an objective of it, dates in order. */
async function checkProject(ctx: EngineContext, merchantId: number, row: Row, input: Row): Promise<void> {
  await assertManagersOf(ctx.db, merchantId, [Number(row.owner_id)], '负责人');
  if (input.member_ids !== undefined)
    await assertManagersOf(ctx.db, merchantId, idsOf(input.member_ids), '成员');
  if (typeof row.objective_id === 'number') {
    const objective = await objectiveInScope(ctx.db, ctx.auth, row.objective_id);
    if (!objective || objective.merchant_id !== merchantId) {
      throw new AppError(ApiCode.VALIDATION, '关联目标须为本商户的目标', `objective_id：${row.objective_id}`);
    }
  }
  if (Number(row.start_time) > Number(row.end_time)) {
    throw new AppError(ApiCode.VALIDATION, '开始日期不能晚于结束日期', 'end_time');
  }
}

async function replaceMembers(
  db: Kysely<Database>,
  projectId: number,
  ids: readonly number[],
): Promise<void> {
  await db.deleteFrom('okr_project_member').where('project_id', '=', projectId).execute();
  if (ids.length > 0) {
    await db
      .insertInto('okr_project_member')
      .values(ids.map((managerId) => ({ project_id: projectId, manager_id: managerId })))
      .execute();
  }
}

/** OKR 项目: owner, members and linked objective checked against the project's merchant; members in a link table. */
export const projectHooks: WriteHooks = {
  async beforeCreate(ctx, { values, input }) {
    await checkProject(ctx, Number(values.merchant_id), values, input);
    return values;
  },
  async afterCreate(ctx, { id, input }) {
    await replaceMembers(ctx.db, id, idsOf(input.member_ids));
  },
  async beforeUpdate(ctx, { before, changes, input }) {
    await checkProject(ctx, Number(before.merchant_id), { ...before, ...changes }, input);
    return changes;
  },
  async afterUpdate(ctx, { before, input }) {
    if (input.member_ids !== undefined)
      await replaceMembers(ctx.db, Number(before.id), idsOf(input.member_ids));
  },
  async decorateRows(ctx, rows) {
    const ids = rows.map((row) => Number(row.id));
    const members =
      ids.length === 0
        ? []
        : await ctx.db
            .selectFrom('okr_project_member')
            .select(['project_id', 'manager_id'])
            .where('project_id', 'in', ids)
            .orderBy('manager_id')
            .execute();
    const objectiveIds = rows.flatMap((row) => (row.objective_id == null ? [] : [Number(row.objective_id)]));
    const objectives =
      objectiveIds.length === 0
        ? []
        : await ctx.db
            .selectFrom('okr_objective')
            .select(['id', 'title'])
            .where('id', 'in', objectiveIds)
            .execute();
    const titleOf = new Map(objectives.map((row) => [Number(row.id), row.title]));
    const names = await managerNames(ctx.db, [
      ...rows.map((row) => Number(row.owner_id)),
      ...members.map((member) => Number(member.manager_id)),
    ]);
    for (const row of rows) {
      const mine = members.filter((member) => Number(member.project_id) === Number(row.id));
      row.owner_name = names.get(Number(row.owner_id)) ?? '';
      row.member_ids = mine.map((member) => Number(member.manager_id));
      row.member_names = mine.map((member) => names.get(Number(member.manager_id)) ?? '').join('、');
      row.objective_title = row.objective_id == null ? '' : (titleOf.get(Number(row.objective_id)) ?? '');
    }
  },
};
