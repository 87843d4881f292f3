import { keyResultProgress, MEASURE_PERCENT, progressText } from '@console/core';
import type { Row, WriteHooks } from '../../engine/engine-types.js';
import { recomputeObjectiveProgress } from './objective-progress.js';
import { assertManagersOf, managerNames, requireObjective } from './okr-repository.js';
import { addTimeline } from './timeline.js';

/** The measured columns: a percentage's target is 100 whatever was typed; progress follows. */
function measured(row: Row): Row {
  const target_value = row.measure === MEASURE_PERCENT ? 100 : Number(row.target_value ?? 100);
  const current_value = Number(row.current_value ?? 0);
  return {
    target_value,
    current_value,
    progress: keyResultProgress({ measure: Number(row.measure), target_value, current_value }),
  };
}

/**
 * 关键结果: belongs to an objective the caller sees (and to that objective's merchant), its owner is
 * a manager of that merchant, its progress is measured on the server, and every write recomputes
 * the objective's weighted progress and adds a timeline entry in the same transaction.
 */
export const keyResultHooks: WriteHooks = {
  async beforeCreate(ctx, { values }) {
    const objective = await requireObjective(ctx.db, ctx.auth, values.objective_id);
    await assertManagersOf(ctx.db, objective.merchant_id, [Number(values.owner_id)], '负责人');
    return { ...values, merchant_id: objective.merchant_id, ...measured(values) };
  },
  async afterCreate(ctx, { values }) {
    const objectiveId = Number(values.objective_id);
    const progress = await recomputeObjectiveProgress(ctx.db, objectiveId, ctx.now);
    await addTimeline(ctx, {
      merchantId: Number(values.merchant_id),
      objectiveId,
      event: 'key_result_created',
      summary: `新增关键结果「${String(values.title)}」，权重 ${Number(values.weight)}%，进度 ${progressText(Number(values.progress))}`,
      progress,
    });
  },
  async beforeUpdate(ctx, { before, changes }) {
    if (changes.owner_id !== undefined) {
      await assertManagersOf(ctx.db, Number(before.merchant_id), [Number(changes.owner_id)], '负责人');
    }
    return { ...changes, ...measured({ ...before, ...changes }) };
  },
  async afterUpdate(ctx, { before }) {
    const id = Number(before.id);
    const after = await ctx.db
      .selectFrom('okr_key_result')
      .select(['title', 'weight', 'progress'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const objectiveId = Number(before.objective_id);
    const progress = await recomputeObjectiveProgress(ctx.db, objectiveId, ctx.now);
    const was = keyResultProgress({
      measure: Number(before.measure),
      target_value: Number(before.target_value),
      current_value: Number(before.current_value),
    });
    const moved = was !== Number(after.progress);
    const weightMoved = Number(before.weight) !== Number(after.weight);
    const parts = [
      moved && `进度 ${progressText(was)} → ${progressText(Number(after.progress))}`,
      weightMoved && `权重 ${Number(before.weight)}% → ${Number(after.weight)}%`,
    ].filter((part): part is string => typeof part === 'string');
    await addTimeline(ctx, {
      merchantId: Number(before.merchant_id),
      objectiveId,
      event: moved ? 'progress_updated' : 'key_result_updated',
      summary: `关键结果「${after.title}」${parts.length > 0 ? parts.join('，') : '已编辑'}`,
      progress,
    });
  },
  async beforeDelete(ctx, { before }) {
    const objectiveId = Number(before.objective_id);
    const progress = await recomputeObjectiveProgress(ctx.db, objectiveId, ctx.now, Number(before.id));
    await addTimeline(ctx, {
      merchantId: Number(before.merchant_id),
      objectiveId,
      event: 'key_result_deleted',
      summary: `删除关键结果「${String(before.title)}」`,
      progress,
    });
  },
  async decorateRows(ctx, rows) {
    const names = await managerNames(
      ctx.db,
      rows.map((row) => Number(row.owner_id)),
    );
    for (const row of rows) {
      row.owner_name = names.get(Number(row.owner_id)) ?? '';
      row.progress_text = progressText(Number(row.progress ?? 0));
    }
  },
};
