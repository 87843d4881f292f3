import { ApiCode, okrObjectiveResource, progressText } from '@console/core';
import type { Row, WriteHooks } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';
import { assertManagersOf, managerNames } from './okr-repository.js';
import { periodColumns } from './period.js';
import { addTimeline } from './timeline.js';

/** The form fields a person changed, by their labels, for the timeline. */
function changedLabels(before: Row, input: Row): string[] {
  const fields = okrObjectiveResource.fields as Record<string, { label: string; readOnly: boolean }>;
  return Object.keys(input)
    .filter((key) => fields[key] && !fields[key].readOnly && input[key] !== before[key])
    .map((key) => fields[key]!.label);
}

/**
 * 目标: the owner is a manager of the objective's merchant, the period is a quarter or an ordered
 * date range, progress is the server's (objective-progress.ts), every change lands on the timeline.
 */
export const objectiveHooks: WriteHooks = {
  async beforeCreate(ctx, { values }) {
    await assertManagersOf(ctx.db, Number(values.merchant_id), [Number(values.owner_id)], '负责人');
    return { ...values, ...periodColumns(values), progress: 0 };
  },
  async afterCreate(ctx, { id, values }) {
    await addTimeline(ctx, {
      merchantId: Number(values.merchant_id),
      objectiveId: id,
      event: 'objective_created',
      summary: `创建目标「${String(values.title)}」`,
      progress: 0,
    });
  },
  async beforeUpdate(ctx, { before, changes }) {
    if (changes.owner_id !== undefined) {
      await assertManagersOf(ctx.db, Number(before.merchant_id), [Number(changes.owner_id)], '负责人');
    }
    return { ...changes, ...periodColumns({ ...before, ...changes }) };
  },
  async afterUpdate(ctx, { before, input }) {
    const labels = changedLabels(before, input);
    const { progress } = await ctx.db
      .selectFrom('okr_objective')
      .select('progress')
      .where('id', '=', Number(before.id))
      .executeTakeFirstOrThrow();
    await addTimeline(ctx, {
      merchantId: Number(before.merchant_id),
      objectiveId: Number(before.id),
      event: 'objective_updated',
      summary: labels.length > 0 ? `修改了${labels.join('、')}` : '保存了目标（无改动）',
      progress: Number(progress),
    });
  },
  async beforeDelete(ctx, { before }) {
    const id = Number(before.id);
    const kr = await ctx.db
      .selectFrom('okr_key_result')
      .select('id')
      .where('objective_id', '=', id)
      .executeTakeFirst();
    if (kr) throw new AppError(ApiCode.BUSINESS_RULE, '该目标下还有关键结果，请先删除关键结果');
    const project = await ctx.db
      .selectFrom('okr_project')
      .select('id')
      .where('objective_id', '=', id)
      .executeTakeFirst();
    if (project) throw new AppError(ApiCode.BUSINESS_RULE, '还有项目关联该目标，请先解除关联');
    // The timeline goes with its objective; the engine's audit log keeps the deletion itself.
    await ctx.db.deleteFrom('okr_timeline').where('objective_id', '=', id).execute();
  },
  async decorateRows(ctx, rows) {
    const names = await managerNames(
      ctx.db,
      rows.map((row) => Number(row.owner_id)),
    );
    const ids = rows.map((row) => Number(row.id));
    const counts =
      ids.length === 0
        ? []
        : await ctx.db
            .selectFrom('okr_key_result')
            .select(['objective_id', (eb) => eb.fn.countAll<number>().as('n')])
            .where('objective_id', 'in', ids)
            .groupBy('objective_id')
            .execute();
    const countOf = new Map(counts.map((row) => [Number(row.objective_id), Number(row.n)]));
    for (const row of rows) {
      row.owner_name = names.get(Number(row.owner_id)) ?? '';
      row.progress_text = progressText(Number(row.progress ?? 0));
      row.key_result_count = countOf.get(Number(row.id)) ?? 0;
    }
  },
};
