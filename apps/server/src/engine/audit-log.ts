import type { AnyResource } from '@console/core';
import type { EngineContext, Row } from './engine-types.js';

const SECRET_KEY = /password|secret|token/i;
const REDACTED = '[已隐藏]';

/** A snapshot safe to keep: write-only fields and anything named like a secret never reach the log. */
export function redact(resource: Pick<AnyResource, 'fields'>, row: Row | undefined): string | null {
  if (!row) return null;
  const safe: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (resource.fields[key]?.writeOnly) continue;
    safe[key] = SECRET_KEY.test(key) ? REDACTED : value;
  }
  return JSON.stringify(safe);
}

export interface AuditEntry {
  action: string;
  rowId: number;
  before?: Row;
  after?: Row;
}

/** Written with ctx.db, which on a write is the change's own transaction: both stay or neither does. */
export async function writeAudit(
  ctx: Pick<EngineContext, 'db' | 'auth' | 'request' | 'now'> & {
    resource: Pick<AnyResource, 'key' | 'fields'>;
  },
  entry: AuditEntry,
): Promise<void> {
  await ctx.db
    .insertInto('audit_log')
    .values({
      merchant_id: ctx.auth.merchantId,
      manager_id: ctx.auth.managerId,
      account: ctx.auth.account,
      action: entry.action,
      resource: ctx.resource.key,
      row_id: entry.rowId,
      before_json: redact(ctx.resource, entry.before),
      after_json: redact(ctx.resource, entry.after),
      ip: ctx.request.ip.slice(0, 64),
      create_time: ctx.now,
    })
    .execute();
}
