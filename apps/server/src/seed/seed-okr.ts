import {
  keyResultProgress,
  okrKeyResultResource,
  okrObjectiveResource,
  okrProjectResource,
  okrTimelineResource,
  progressText,
} from '@console/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { recomputeObjectiveProgress } from '../modules/okr/index.js';
import { insertDemoRow } from './demo-rows.js';
import { createAccount } from './tenant-builder.js';

// The partner's own team, who own objectives and work on projects. They are people of the org
// chart, not demo sign-ins: their password hash matches no password.
export const OKR_TEAM = [
  { account: 'partner.ops', name: '王敏' },
  { account: 'partner.pm', name: '刘洋' },
] as const;

/** "2026-Q4" of a Unix time, in China time. */
function quarterOf(now: number): string {
  const date = new Date((now + 8 * 3600) * 1000);
  return `${date.getUTCFullYear()}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
}

/**
 * OKR of the demo partner (issue 22): two sub-accounts, an objective of this quarter with two key
 * results of different weights (its progress written by the server's one recompute), and a project
 * working towards it, with the timeline the screens would have written.
 */
export async function seedOkr(
  trx: Transaction<Database>,
  partnerId: number,
  partnerUser: number,
  now: number,
) {
  const [ops, pm] = await Promise.all(
    OKR_TEAM.map((person) =>
      createAccount(
        trx,
        { merchantId: partnerId, ...person, password: '', passwordHash: '!', isMain: false, roleIds: [] },
        now,
      ),
    ),
  );
  const quarter = quarterOf(now);
  const [start, end] = [now - 30 * 86_400, now + 60 * 86_400];
  const objective = await insertDemoRow(
    trx,
    okrObjectiveResource,
    {
      merchant_id: partnerId,
      title: '拓展服务商业务，提升签约车场规模',
      owner_id: ops!,
      period_type: 1,
      quarter,
      start_time: start,
      end_time: end,
      description: '本季度新增签约车场并提高线上支付占比。',
      status: 1,
      progress: 0,
    },
    now,
  );
  const timeline = (event: string, summary: string, progress: number) =>
    insertDemoRow(
      trx,
      okrTimelineResource,
      {
        merchant_id: partnerId,
        objective_id: objective,
        event,
        summary,
        progress,
        account: 'partner',
        create_time: now,
      },
      now,
    );
  await timeline('objective_created', '创建目标「拓展服务商业务，提升签约车场规模」', 0);
  const results = [
    {
      title: '新增签约车场 20 个',
      owner_id: ops!,
      weight: 60,
      measure: 1,
      target_value: 20,
      current_value: 12,
    },
    {
      title: '线上支付占比达到 90%',
      owner_id: pm!,
      weight: 40,
      measure: 2,
      target_value: 100,
      current_value: 75,
    },
  ];
  for (const result of results) {
    const progress = keyResultProgress(result);
    await insertDemoRow(
      trx,
      okrKeyResultResource,
      { merchant_id: partnerId, objective_id: objective, ...result, progress },
      now,
    );
    const total = await recomputeObjectiveProgress(trx, objective, now);
    await timeline(
      'key_result_created',
      `新增关键结果「${result.title}」，权重 ${result.weight}%，进度 ${progressText(progress)}`,
      total,
    );
  }
  const project = await insertDemoRow(
    trx,
    okrProjectResource,
    {
      merchant_id: partnerId,
      name: '城东片区车场签约推进',
      owner_id: pm!,
      objective_id: objective,
      start_time: start,
      end_time: end,
      status: 1,
      description: '走访城东片区 30 个车场，推进签约与线上支付接入。',
    },
    now,
  );
  await trx
    .insertInto('okr_project_member')
    .values([ops!, pm!, partnerUser].map((manager_id) => ({ project_id: project, manager_id })))
    .execute();
}
