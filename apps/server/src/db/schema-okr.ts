import type {
  okrKeyResultResource,
  okrObjectiveResource,
  okrProjectResource,
  okrTimelineResource,
} from '@console/core';
import type { TableOf } from './table-of.js';

/** OKR (migration 2026-11-28-70-okr). Progress in basis points, times in Unix seconds. */
export interface OkrTables {
  okr_objective: TableOf<
    typeof okrObjectiveResource,
    {
      virtual: 'owner_name' | 'progress_text' | 'key_result_count';
      nullable: 'quarter' | 'start_time' | 'end_time' | 'description';
      generated: 'progress' | 'status';
    }
  > & { merchant_id: number };
  okr_key_result: TableOf<
    typeof okrKeyResultResource,
    { virtual: 'owner_name' | 'progress_text'; generated: 'progress' | 'target_value' | 'current_value' }
  > & { merchant_id: number };
  okr_timeline: TableOf<typeof okrTimelineResource, { virtual: 'progress_text' }> & { merchant_id: number };
  okr_project: TableOf<
    typeof okrProjectResource,
    {
      virtual: 'owner_name' | 'member_ids' | 'member_names' | 'objective_title';
      nullable: 'objective_id' | 'description';
      generated: 'status';
    }
  > & { merchant_id: number };
  okr_project_member: { project_id: number; manager_id: number };
}
