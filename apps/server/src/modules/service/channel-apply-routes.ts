import {
  ApiCode,
  CHANNEL_APPLY_EDITABLE,
  CHANNEL_LINK_ISSUED,
  channelApplyResource,
  maskPhone,
} from '@console/core';
import { newAccessToken, hashAccessToken } from '../../platform/auth/access-token.js';
import { channelOnboarding } from '../../platform/payment/index.js';
import { crudRoutes } from '../../engine/crud-routes.js';
import type { ActionContext, Row, WriteHooks } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';
import { maskBankAccount } from './bank-account-mask.js';

/** How long a link stays good: long enough for a merchant to gather its papers, short enough to lapse. */
export const CHANNEL_LINK_TTL_S = 7 * 24 * 60 * 60;

/** The applicant's name on each row; the settlement account masked in the list (the detail shows it whole). */
const hooks: WriteHooks = {
  async decorateRows(ctx, rows, view) {
    const ids = [...new Set(rows.map((row) => Number(row.merchant_id)))];
    const names = ids.length
      ? await ctx.db.selectFrom('merchant').select(['id', 'name']).where('id', 'in', ids).execute()
      : [];
    const nameOf = new Map(names.map((m) => [Number(m.id), m.name]));
    for (const row of rows) {
      row.merchant_name = nameOf.get(Number(row.merchant_id)) ?? '';
      if (view === 'list') row.bank_account = maskBankAccount(row.bank_account as string | null);
    }
  },
};

/** 通过: the channel simulator takes the application; a refusal leaves it 待审核 with the channel's reason. */
async function approve(ctx: ActionContext): Promise<void> {
  const row = ctx.row;
  const receipt = await channelOnboarding().submit({
    application_id: Number(row.id),
    channel: Number(row.channel),
    licence_no: String(row.licence_no ?? ''),
    legal_person: String(row.legal_person ?? ''),
    bank_account: String(row.bank_account ?? ''),
    now: ctx.now,
  });
  if (receipt.status !== 'accepted') {
    throw new AppError(ApiCode.BUSINESS_RULE, receipt.message ?? '支付渠道未受理该进件');
  }
  await ctx.db
    .updateTable('channel_application')
    .set({ apply_no: receipt.apply_no, reject_reason: null, update_time: ctx.now })
    .where('id', '=', Number(row.id))
    .execute();
}

/**
 * 生成链接: a new random token for this application and one purpose; only its SHA-256 is stored, and
 * the token is answered once. The row was found in the caller's scope by the engine, so a partner
 * can link only its own merchants' applications.
 */
async function shareLink(
  ctx: ActionContext,
): Promise<{ token: string; purpose: string; expire_time: number }> {
  const purpose = String(ctx.body.purpose);
  const token = newAccessToken();
  const expire_time = ctx.now + CHANNEL_LINK_TTL_S;
  await ctx.db
    .insertInto('channel_apply_link')
    .values({
      application_id: Number(ctx.row.id),
      purpose,
      token_hash: hashAccessToken(token),
      expire_time,
      created_by: ctx.auth.managerId,
      create_time: ctx.now,
    })
    .execute();
  return { token, purpose, expire_time };
}

export const channelApplyCrud = crudRoutes(channelApplyResource, {
  hooks,
  actions: {
    approve: { run: approve },
    'share-link': { answer: CHANNEL_LINK_ISSUED, run: shareLink },
  },
});

/**
 * The view a link holder gets: the phone and settlement account masked, except on the fill link of an
 * application still being filled, whose form shows back what the merchant typed.
 */
export function linkView(row: Row, purpose: string): Row {
  if (purpose === 'apply' && CHANNEL_APPLY_EDITABLE.includes(Number(row.status))) return row;
  return {
    ...row,
    contact_phone: row.contact_phone ? maskPhone(row.contact_phone as string) : null,
    bank_account: maskBankAccount(row.bank_account as string | null),
  };
}
