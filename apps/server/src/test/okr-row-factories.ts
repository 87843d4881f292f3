import {
  okrKeyResultResource,
  okrObjectiveResource,
  okrProjectResource,
  okrTimelineResource,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { insertRow } from './row-for.js';
import type { TreeMember } from './tenant-tree.js';

/**
 * OKR rows for the generated endpoint test: every row's owner is the tenant's own main account, and
 * a key result, timeline entry or project hangs on an objective of the same tenant.
 */
export function okrRowFactories(
  app: FastifyInstance,
): Record<string, (owner: TreeMember) => Promise<number>> {
  const objective = (owner: TreeMember) =>
    insertRow(app.db, okrObjectiveResource, {
      merchant_id: owner.merchantId,
      owner_id: owner.managerId,
      period_type: 1,
      quarter: '2026-Q4',
      status: 1,
    });
  return {
    'okr/objective': objective,
    'okr/key-result': async (owner) =>
      insertRow(app.db, okrKeyResultResource, {
        merchant_id: owner.merchantId,
        objective_id: await objective(owner),
        owner_id: owner.managerId,
        weight: 50,
        measure: 1,
        target_value: 100,
        current_value: 10,
      }),
    'okr/timeline': async (owner) =>
      insertRow(app.db, okrTimelineResource, {
        merchant_id: owner.merchantId,
        objective_id: await objective(owner),
        event: 'objective_created',
        summary: '创建目标',
        progress: 0,
        account: 'test',
      }),
    'okr/project': async (owner) =>
      insertRow(app.db, okrProjectResource, {
        merchant_id: owner.merchantId,
        owner_id: owner.managerId,
        objective_id: await objective(owner),
        start_time: 1_790_000_000,
        end_time: 1_800_000_000,
        status: 1,
      }),
  };
}
