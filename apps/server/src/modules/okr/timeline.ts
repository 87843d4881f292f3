import type { OKR_TIMELINE_EVENT, CodeValueOf } from '@console/core';
import type { EngineContext } from '../../engine/engine-types.js';

export type TimelineEvent = CodeValueOf<typeof OKR_TIMELINE_EVENT>;

/** One entry of an objective's timeline, in the change's transaction: both stay or neither does. */
export async function addTimeline(
  ctx: EngineContext,
  entry: { merchantId: number; objectiveId: number; event: TimelineEvent; summary: string; progress: number },
): Promise<void> {
  await ctx.db
    .insertInto('okr_timeline')
    .values({
      merchant_id: entry.merchantId,
      objective_id: entry.objectiveId,
      event: entry.event,
      summary: entry.summary.slice(0, 500),
      progress: entry.progress,
      account: ctx.auth.account.slice(0, 64),
      create_time: ctx.now,
    })
    .execute();
}
