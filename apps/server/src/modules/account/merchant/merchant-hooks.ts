import { ApiCode } from '@console/core';
import type { Row, WriteHooks } from '../../../engine/engine-types.js';
import { engineDb } from '../../../engine/engine-db.js';
import { assertMerchantInScope } from '../../../engine/tenant-scope.js';
import type { TenantKind } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { hashPassword } from '../../../platform/auth/password-hasher.js';
import { revokeOtherSessions } from '../../../platform/auth/session-repository.js';
import { mainAccountId, merchantLabels, productsByMerchant } from './merchant-repository.js';
import {
  assertAccountFree,
  assertChildKind,
  completeTenant,
  createMainAccount,
  findParent,
  pendingMerchantNo,
} from './tenant-provisioning.js';

function newPassword(input: Row): string | undefined {
  return typeof input.password === 'string' && input.password !== '' ? input.password : undefined;
}

// The main account's hash, computed before the transaction and read inside it; keyed by the body
// object the engine hands to every hook of one request, so nothing is stored on the merchant row.
const hashes = new WeakMap<Row, string>();

function hashOf(input: Row): string {
  const hash = hashes.get(input);
  if (!hash) throw new Error('the main account password was not prepared');
  return hash;
}

/**
 * 新建商户 writes the merchant and its main account in one transaction (the engine's); the password
 * is hashed before it. The parent is the caller, or for the platform a chosen tenant in its scope
 * (parent_id, or the engine's merchant_id). Editing may reset the main account's password, which
 * ends that account's sessions.
 */
export const merchantHooks: WriteHooks = {
  async prepare(_ctx, { input }) {
    const password = newPassword(input);
    if (password) hashes.set(input, await hashPassword(password));
    return {};
  },
  async beforeCreate(ctx, { values, input }) {
    let parentId = Number(values.parent_id);
    if (typeof input.parent_id === 'number') {
      await assertMerchantInScope(engineDb(ctx.db), ctx.auth, input.parent_id);
      parentId = input.parent_id;
    }
    const parent = await findParent(ctx.db, parentId);
    assertChildKind(parent, values.kind as TenantKind);
    await assertAccountFree(ctx.db, String(input.main_account), ctx.resource.fields.main_account?.label);
    return { ...values, parent_id: parentId, merchant_no: pendingMerchantNo(), path: 'pending', status: 1 };
  },
  async afterCreate(ctx, { id, values, input }) {
    const kind = values.kind as TenantKind;
    const parent = await findParent(ctx.db, Number(values.parent_id));
    await completeTenant(ctx.db, { id, kind, parent }, ctx.now);
    await createMainAccount(
      ctx.db,
      ctx.auth,
      {
        merchantId: id,
        kind,
        account: String(input.main_account),
        name: String(values.contact_name),
        mobile: String(values.contact_mobile),
        passwordHash: hashOf(input),
      },
      ctx.now,
    );
  },
  async afterUpdate(ctx, { before, input }) {
    if (!newPassword(input)) return;
    const managerId = await mainAccountId(ctx.db, Number(before.id));
    if (managerId === undefined) throw new AppError(ApiCode.BUSINESS_RULE, '该商户没有主账号');
    await ctx.db
      .updateTable('manager')
      .set({ password_hash: hashOf(input), password_changed_time: ctx.now, update_time: ctx.now })
      .where('id', '=', managerId)
      .execute();
    // Whoever knew the old password is signed out.
    await revokeOtherSessions(ctx.db, managerId, undefined, 'password_reset', ctx.now);
  },
  async decorateRows(ctx, rows, view) {
    const ids = rows.map((row) => Number(row.id));
    const parents = rows.map((row) => Number(row.merchant_id)).filter((id) => id > 0);
    const { parentName, mainAccount } = await merchantLabels(ctx.db, ids, parents);
    const products = view === 'detail' ? await productsByMerchant(ctx.db, ids) : undefined;
    for (const row of rows) {
      row.parent_name = parentName.get(Number(row.merchant_id)) ?? '';
      row.main_account = mainAccount.get(Number(row.id)) ?? '';
      // In the detail (and so in the audit snapshots), so 开通产品 shows before and after.
      if (products) row.products = products.get(Number(row.id)) ?? [];
    }
  },
};
