import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/clock.js';
import { bearer } from './account-fixture.js';

/** Test helpers of the open API: apps through the console's endpoints, signed calls as a client signs. */

export const OPENAPI_CODES = [
  'openapi:partner:app:list',
  'openapi:partner:app:detail',
  'openapi:partner:app:create',
  'openapi:partner:app:update',
  'openapi:partner:module:list',
  'openapi:partner:module:update',
  'openapi:partner:callback:list',
  'openapi:partner:callback:create',
  'openapi:partner:callback:update',
  'openapi:partner:callback:delete',
];

const BASE = '/api/base/services/keychain/app';

export interface TestApp {
  id: number;
  appKey: string;
  secret: string;
}

/** 新增应用 then 重置密钥, as the add page does. */
export async function createOpenApp(
  app: FastifyInstance,
  token: string,
  name = '测试应用',
): Promise<TestApp> {
  const created = await app.inject({
    method: 'POST',
    url: `${BASE}/create`,
    headers: bearer(token),
    payload: { name },
  });
  if (created.json().code !== 1001) throw new Error(created.body);
  const id = Number(created.json().payload.id);
  const reset = await app.inject({
    method: 'PUT',
    url: `${BASE}/reset-secret`,
    headers: bearer(token),
    payload: { id },
  });
  if (reset.json().code !== 1001) throw new Error(reset.body);
  return { id, appKey: reset.json().payload.app_key, secret: reset.json().payload.app_secret };
}

/** 启用 one module of the app on 模块列表. */
export async function enableModule(app: FastifyInstance, token: string, appId: number, module: string) {
  const list = await app.inject({
    url: `${BASE}/module/list?app_id=${appId}&module=${module}&page_index=1&page_size=20`,
    headers: bearer(token),
  });
  const row = list.json().payload.row[0];
  const res = await app.inject({
    method: 'PUT',
    url: `${BASE}/module/enable`,
    headers: bearer(token),
    payload: { id: row.id },
  });
  if (res.json().code > 1002) throw new Error(res.body);
}

/** A lot's 访问授权 to an app (what the lot's owner records on the lot's page). */
export async function grantLot(
  app: FastifyInstance,
  args: { parkId: number; appKey: string; scopes: string; expireIn?: number; status?: number },
) {
  const park = await app.db
    .selectFrom('park')
    .select(['merchant_id'])
    .where('id', '=', args.parkId)
    .executeTakeFirstOrThrow();
  const now = nowSeconds();
  await app.db
    .insertInto('park_acl')
    .values({
      merchant_id: Number(park.merchant_id),
      park_id: args.parkId,
      grantee_kind: 2,
      grantee_no: args.appKey,
      grantee_name: '测试应用',
      scopes: args.scopes,
      expire_time: now + (args.expireIn ?? 86_400),
      status: args.status ?? 1,
      create_time: now,
      update_time: now,
    })
    .execute();
}

export interface SignOptions {
  timestamp?: number;
  nonce?: string;
  /** Sign this body but send `body` (a tampered request). */
  signedBody?: string;
  secret?: string;
}

/** A call signed the way the OpenAPI document tells a developer to. */
export function signedHeaders(
  client: TestApp,
  method: string,
  path: string,
  body = '',
  options: SignOptions = {},
): Record<string, string> {
  const timestamp = String(options.timestamp ?? nowSeconds());
  const nonce = options.nonce ?? randomBytes(16).toString('hex');
  const hash = createHash('sha256')
    .update(options.signedBody ?? body)
    .digest('hex');
  const canonical = [method, path, timestamp, nonce, hash].join('\n');
  const signature = createHmac('sha256', options.secret ?? client.secret)
    .update(canonical)
    .digest('hex');
  return {
    'x-app-id': client.appKey,
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': signature,
    ...(body && { 'content-type': 'application/json' }),
  };
}

export function openCall(
  app: FastifyInstance,
  client: TestApp,
  method: 'GET' | 'POST',
  path: string,
  body = '',
  options: SignOptions = {},
) {
  return app.inject({
    method,
    url: path,
    headers: signedHeaders(client, method, path, body, options),
    ...(body && { payload: body }),
  });
}

export interface ReceivedCallback {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local HTTP receiver: answers each POST with the next status of `statuses` (then the last one). */
export async function callbackReceiver(statuses: number[] = [200]) {
  const received: ReceivedCallback[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)] ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/parking?from=test`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Whether a received callback carries a valid signature under `secret`. */
export function callbackSignatureValid(callback: ReceivedCallback, secret: string): boolean {
  const hash = createHash('sha256').update(callback.body).digest('hex');
  const canonical = [
    'POST',
    callback.path,
    String(callback.headers['x-timestamp']),
    String(callback.headers['x-nonce']),
    hash,
  ].join('\n');
  const expected = createHmac('sha256', secret).update(canonical).digest('hex');
  return expected === callback.headers['x-signature'];
}

/** Runs due jobs until none is left (at most `max`). */
export async function drainJobs(app: FastifyInstance, max = 20): Promise<void> {
  for (let i = 0; i < max && (await app.jobs.runOnce()); i += 1);
}
