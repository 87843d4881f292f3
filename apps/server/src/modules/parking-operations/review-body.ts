import { ApiCode, type JsonSchema } from '@console/core';
import type { ActionContext } from '../../engine/engine-types.js';
import { AppError } from '../../http/app-error.js';

export const REJECT_BODY: JsonSchema = {
  type: 'object',
  properties: { reason: { type: 'string', minLength: 1, maxLength: 128, title: '驳回原因' } },
  required: ['reason'],
};

export const APPROVE_NOTE_BODY: JsonSchema = {
  type: 'object',
  properties: { remark: { type: 'string', maxLength: 128, title: '审核意见' } },
};

/** A reason made only of spaces passes the schema's minLength; it is still no reason. */
export function requiredText(ctx: ActionContext, key: string, label: string): string {
  const text = String(ctx.body[key] ?? '').trim();
  if (!text) throw new AppError(ApiCode.VALIDATION, `请输入${label}`);
  return text;
}

/** Who reviewed and when, as every review writes it. */
export function reviewer(ctx: ActionContext) {
  return { auditor_name: ctx.auth.name || ctx.auth.account, audit_time: ctx.now };
}
