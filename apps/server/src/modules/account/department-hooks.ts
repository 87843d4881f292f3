import { ApiCode } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Row, WriteHooks } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { childCount, departmentInScope, membersOf, namesOf, subAccountsOf } from './department-repository.js';

/** A parent named in a body must be a department the caller sees; a stranger's answers as missing. */
export async function parentInScope(db: Kysely<Database>, auth: AuthContext, parentId: number) {
  const parent = await departmentInScope(db, auth, parentId);
  if (!parent) throw new AppError(ApiCode.VALIDATION, '上级部门不存在', `parent_id：${parentId}`);
  return parent;
}

async function assertLeader(db: Kysely<Database>, merchantId: number, leaderId: unknown): Promise<void> {
  if (typeof leaderId !== 'number') return;
  const found = await subAccountsOf(db, merchantId, [leaderId]);
  if (!found.has(leaderId)) {
    throw new AppError(ApiCode.VALIDATION, '负责人须为本商户的子账号', `leader_id：${leaderId}`);
  }
}

/**
 * A child belongs to its parent's merchant (a partner adding under a merchant's node builds that
 * merchant's chart); a root belongs to the caller's merchant. Delete is refused while the node still
 * has children or members, so nothing is orphaned or silently moved.
 */
export const departmentHooks: WriteHooks = {
  async beforeCreate(ctx, { values }) {
    let merchantId = Number(values.merchant_id);
    if (typeof values.parent_id === 'number') {
      merchantId = (await parentInScope(ctx.db, ctx.auth, values.parent_id)).merchant_id;
    }
    await assertLeader(ctx.db, merchantId, values.leader_id);
    return { ...values, merchant_id: merchantId };
  },
  async beforeUpdate(ctx, { before, changes }) {
    await assertLeader(ctx.db, Number(before.merchant_id), changes.leader_id);
    return changes;
  },
  async beforeDelete(ctx, { before }) {
    const id = Number(before.id);
    if ((await childCount(ctx.db, id)) > 0) {
      throw new AppError(ApiCode.BUSINESS_RULE, '该部门下还有子部门，请先删除或移走子部门');
    }
    if ((await membersOf(ctx.db, [id])).length > 0) {
      throw new AppError(ApiCode.BUSINESS_RULE, '该部门下还有成员，请先移出成员');
    }
  },
  async decorateRows(ctx, rows: Row[]) {
    const members = await membersOf(
      ctx.db,
      rows.map((row) => Number(row.id)),
    );
    const leaders = await namesOf(
      ctx.db,
      rows.flatMap((row) => (row.leader_id == null ? [] : [Number(row.leader_id)])),
    );
    for (const row of rows) {
      const mine = members.filter((member) => member.department_id === Number(row.id));
      row.member_ids = mine.map((member) => member.id);
      row.member_count = mine.length;
      row.leader_name = row.leader_id == null ? '' : (leaders.get(Number(row.leader_id)) ?? '');
    }
  },
};
