import {
  ApiCode,
  AREA_CODE_PATTERN,
  AREA_CODES_PATTERN,
  AREA_DECODE_BATCH_LIMIT,
  AREA_LIST_PAYLOAD,
  DECODED_AREA,
  DECODED_AREA_BATCH,
  okResponse,
} from '@console/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import {
  childrenOf,
  decodeArea,
  findArea,
  provinceNodes,
  type AreaNode,
  type AreaType,
} from './area-service.js';

const TAGS = ['地区'];
const CODE_SCHEMA = { type: 'string', pattern: AREA_CODE_PATTERN } as const;
const CODES_SCHEMA = { type: 'string', title: '地区编码（逗号分隔）', pattern: AREA_CODES_PATTERN } as const;
const NOT_FOUND_MESSAGE = '地区编码不存在';

/** Built recursively here; AREA_ENTRY in core declares the three levels an answer can hold. */
interface AreaEntry {
  name: string;
  code: string;
  type: AreaType;
  leaf: boolean;
  children?: AreaEntry[];
}

function entryOf(node: AreaNode): AreaEntry {
  return { name: node.name, code: node.code, type: node.type, leaf: node.type === 4 };
}

/** Nodes with their descendants down to `depth` levels in total (1 = the nodes alone). */
async function withChildren(nodes: AreaNode[], depth: number): Promise<AreaEntry[]> {
  return Promise.all(
    nodes.map(async (node) => {
      const entry = entryOf(node);
      if (depth > 1 && node.type < 3) entry.children = await withChildren(await childrenOf(node), depth - 1);
      return entry;
    }),
  );
}

interface ListQuery {
  type?: number;
  code?: string;
  depth: number;
}

/** Area cascader data (spec 01 §3, §7): provinces, then the children of any code, and decoding. */
export async function areaRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ListQuery }>(
    '/area/list',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: '地区列表：type=-1 为省份（payload.row），code=编码 为其下一级（payload.areaData）',
        querystring: {
          type: 'object',
          properties: {
            type: { type: 'integer', enum: [-1, 1] },
            code: CODE_SCHEMA,
            // Provinces with their cities (2) or cities and districts (3) in one answer; streets stay lazy.
            depth: { type: 'integer', minimum: 1, maximum: 3, default: 1 },
          },
        },
        response: okResponse(AREA_LIST_PAYLOAD),
      },
    },
    async (request) => {
      const { code, depth } = request.query;
      if (code !== undefined) {
        const node = await findArea(code);
        if (!node) throw new AppError(ApiCode.NOT_FOUND, NOT_FOUND_MESSAGE);
        return ok(request, { areaData: (await childrenOf(node)).map(entryOf) });
      }
      if (request.query.type === undefined)
        throw new AppError(ApiCode.VALIDATION, '请指定 type=-1 或地区编码 code');
      return ok(request, { row: await withChildren(await provinceNodes(), depth) });
    },
  );

  app.get<{ Querystring: { code: string } }>(
    '/area/decode',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: '地区编码解析：任意级别编码（含腾讯地图 adcode）得到省市区街道名称与编码路径',
        querystring: { type: 'object', required: ['code'], properties: { code: CODE_SCHEMA } },
        response: okResponse(DECODED_AREA),
      },
    },
    async (request) => {
      const decoded = await decodeArea(request.query.code);
      if (!decoded) throw new AppError(ApiCode.NOT_FOUND, NOT_FOUND_MESSAGE);
      return ok(request, decoded);
    },
  );

  // A list's area column: the codes of a page in one request, not one request per row.
  app.get<{ Querystring: { codes: string } }>(
    '/area/decode/batch',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: `地区编码批量解析：codes 为逗号分隔的编码（至多 ${AREA_DECODE_BATCH_LIMIT} 个），不存在的编码不在结果中`,
        querystring: { type: 'object', required: ['codes'], properties: { codes: CODES_SCHEMA } },
        response: okResponse(DECODED_AREA_BATCH),
      },
    },
    async (request) => {
      const asked = [...new Set(request.query.codes.split(','))];
      const decoded = await Promise.all(asked.map(async (code) => ({ code, area: await decodeArea(code) })));
      return ok(request, {
        row: decoded.flatMap(({ code, area }) => (area ? [{ asked: code, ...area }] : [])),
      });
    },
  );
}
