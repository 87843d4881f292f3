import type { FieldDef } from '@console/core';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../config.js';
import type { Database } from '../db/schema.js';
import { insertRows } from './bulk-insert.js';
import type { AuthContext } from '../platform/auth/auth-context.js';
import type { Row } from './engine-types.js';

const SECRET_KEY = /password|secret|token/i;
const REDACTED = '[已隐藏]';

/** What is being changed: a resource's key, and its fields when known (write-only ones are never kept). */
export interface AuditedResource {
  key: string;
  fields?: Readonly<Record<string, FieldDef>>;
}

function safe(value: unknown, fields?: AuditedResource['fields']): unknown {
  if (Array.isArray(value)) return value.map((item) => safe(item));
  if (value === null || typeof value !== 'object') return value;
  const out: Row = {};
  for (const [key, inner] of Object.entries(value)) {
    if (fields?.[key]?.writeOnly) continue;
    out[key] = SECRET_KEY.test(key) ? REDACTED : safe(inner);
  }
  return out;
}

/**
 * A snapshot safe to keep: write-only fields and anything named like a secret (at any depth, so a
 * runtime app's nested settings are covered too) never reach the log.
 */
export function redact(resource: AuditedResource, row: unknown): string | null {
  if (row === undefined || row === null) return null;
  return JSON.stringify(safe(row, resource.fields));
}

/** Who changes what, where: the engine's context satisfies it, and so does a module's own route. */
export interface AuditContext {
  /** The change's own transaction: the audit row and the change stay or go together. */
  db: Kysely<Database>;
  auth: AuthContext;
  request: FastifyRequest;
  now: number;
  resource: AuditedResource;
}

export interface AuditEntry {
  action: string;
  rowId: number;
  before?: unknown;
  after?: unknown;
}

/**
 * The one audit writer of every change, engine or not. Write it with the change's transaction
 * (ctx.db): both stay or neither does.
 */
export async function writeAudit(ctx: AuditContext, entry: AuditEntry): Promise<void> {
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

/** Audit rows of many changes made in one transaction (a bulk create), in bulk INSERTs. */
export async function writeAudits(
  ctx: AuditContext,
  dialect: DatabaseKind,
  entries: readonly AuditEntry[],
): Promise<void> {
  const rows = entries.map((entry) => ({
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
  }));
  await insertRows(ctx.db, dialect, 'audit_log', rows);
}
