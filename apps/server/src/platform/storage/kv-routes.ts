import { ApiCode, DONE_RESPONSE, KV_LIST_PAYLOAD, okResponse } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { done, list } from '../../http/envelope.js';
import { nowSeconds } from '../../lib/clock.js';
import { authOf } from '../auth/auth-hook.js';
import { countKv, deleteKv, hasKv, listKv, putKv } from './kv-repository.js';

const TAGS = ['个人设置'];
const KEY_PATTERN = '^[A-Za-z0-9:._/-]{1,128}$';
/** A value is one JSON document of at most 64 KB (column settings are a few hundred bytes). */
export const KV_VALUE_LIMIT_BYTES = 64 * 1024;
/** Keys per user: generous for per-page settings, small enough that the list needs no paging. */
export const KV_KEYS_PER_USER = 1000;

const keySchema = { type: 'string', pattern: KEY_PATTERN } as const;

/** Per-user key/value storage (spec 01 §7 storage/kv): always the caller's own keys. */
export async function kvRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { prefix?: string } }>(
    '/storage/kv/list',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: '我的个人设置（可按键前缀筛选）',
        querystring: {
          type: 'object',
          properties: { prefix: { type: 'string', pattern: '^[A-Za-z0-9:._/-]{0,128}$' } },
        },
        response: okResponse(KV_LIST_PAYLOAD),
      },
    },
    async (request) => {
      const rows = await listKv(app.db, authOf(request).managerId, request.query.prefix, KV_KEYS_PER_USER);
      const row = rows.map((r) => ({
        key: r.key,
        value: JSON.parse(r.value) as unknown,
        update_time: r.update_time,
      }));
      return list(request, row, { total_count: row.length, page_index: 1, page_size: KV_KEYS_PER_USER });
    },
  );

  app.put<{ Body: { key: string; value: unknown } }>(
    '/storage/kv',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: '保存一项个人设置（值为任意 JSON，不超过 64KB）',
        body: {
          type: 'object',
          required: ['key', 'value'],
          properties: { key: keySchema, value: {} },
        },
        response: DONE_RESPONSE,
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { key, value } = request.body;
      const text = JSON.stringify(value);
      if (Buffer.byteLength(text) > KV_VALUE_LIMIT_BYTES) {
        throw new AppError(ApiCode.TOO_LARGE, '设置内容不能超过 64KB');
      }
      if (
        !(await hasKv(app.db, auth.managerId, key)) &&
        (await countKv(app.db, auth.managerId)) >= KV_KEYS_PER_USER
      ) {
        throw new AppError(
          ApiCode.BUSINESS_RULE,
          `个人设置最多保存 ${KV_KEYS_PER_USER} 项`,
          '请删除不再使用的设置',
        );
      }
      await putKv(
        app.db,
        { managerId: auth.managerId, merchantId: auth.merchantId },
        key,
        text,
        nowSeconds(),
      );
      return done(request);
    },
  );

  app.delete<{ Body: { key: string } }>(
    '/storage/kv',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: '删除一项个人设置（不存在也视为成功）',
        body: { type: 'object', required: ['key'], properties: { key: keySchema } },
        response: DONE_RESPONSE,
      },
    },
    async (request) => {
      await deleteKv(app.db, authOf(request).managerId, request.body.key);
      return done(request);
    },
  );
}
