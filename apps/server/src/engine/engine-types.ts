import type { AnyResource, JsonSchema } from '@console/core';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../config.js';
import type { Database } from '../db/schema.js';
import type { AuthContext } from '../platform/auth/auth-context.js';

/** A row as the engine reads it: column (or decorated) name to value. */
export type Row = Record<string, unknown>;

export interface EngineContext {
  /** The transaction on writes, the pool on reads: a hook's own queries join the change. */
  db: Kysely<Database>;
  auth: AuthContext;
  request: FastifyRequest;
  now: number;
  resource: AnyResource;
}

/**
 * A fixed condition on every query of a resource (sub-accounts: is_main = 0; sessions: still live;
 * the coupons on sale: no park of their own, `['park_id', 'is', null]`).
 */
export type RowCondition =
  | readonly [column: string, op: '=' | '!=' | '>' | '>=' | '<' | '<=', value: number | string]
  | readonly [column: string, op: 'is', value: null];

export interface WriteHooks {
  /** Before the transaction: slow work such as hashing; the returned columns join the insert or update. */
  prepare?(ctx: EngineContext, args: { input: Row; mode: 'create' | 'update' }): Promise<Row> | Row;
  /** Returns the columns to insert (merchant_id already set); throw an AppError to refuse. */
  beforeCreate?(ctx: EngineContext, args: { values: Row; input: Row }): Promise<Row> | Row;
  /** After the insert, in the same transaction: link rows (role permissions, account roles). */
  afterCreate?(ctx: EngineContext, args: { id: number; values: Row; input: Row }): Promise<void>;
  /** Returns the columns to change; `before` is the row in scope, as in the detail view. */
  beforeUpdate?(ctx: EngineContext, args: { before: Row; changes: Row; input: Row }): Promise<Row> | Row;
  afterUpdate?(ctx: EngineContext, args: { before: Row; input: Row }): Promise<void>;
  beforeDelete?(ctx: EngineContext, args: { before: Row }): Promise<void>;
  /** Adds virtual fields to rows read for a list page or one detail (also the audit snapshots); batch it. */
  decorateRows?(ctx: EngineContext, rows: Row[], view: 'list' | 'detail'): Promise<void>;
}

export interface ActionContext extends EngineContext {
  /** The row in scope and in one of the action's states, as in the detail view. */
  row: Row;
  body: Row;
}

export interface ActionHandler {
  /** Extra body fields beside `id`, as an object schema. */
  body?: JsonSchema;
  /** The payload `run` returns, when it returns one: the action's answer is declared with it. */
  answer?: JsonSchema;
  /** Runs inside the transaction; a returned value is the response payload. */
  run(ctx: ActionContext): Promise<unknown>;
}

export interface CrudOptions {
  actions?: Record<string, ActionHandler>;
  hooks?: WriteHooks;
  where?: (now: number) => readonly RowCondition[];
}

export type EngineOperation =
  'list' | 'detail' | 'create' | 'update' | 'delete' | 'export' | `action:${string}`;

/** One endpoint the engine registered: the table the generated access tests walk. */
export interface EngineEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  resource: string;
  operation: EngineOperation;
  permission: string;
  /** Other products' codes that grant the same call (the resource's alsoPermitted). */
  also?: readonly string[];
  /** Whether it names one row by id (detail, update, delete, actions). */
  byId: boolean;
  /** A settings document (one per owner) or a view (read-only list); absent for a table resource. */
  kind?: 'settings' | 'view';
  /** The parameter naming the row when it is not `id` (a lot's settings: `park_id`). */
  idParam?: string;
}

/** What every read and write of one request works with. */
export interface RowReader {
  ctx: EngineContext;
  /** The resource's fixed conditions for this request. */
  fixed: readonly RowCondition[];
  hooks: WriteHooks;
  dialect: DatabaseKind;
}
