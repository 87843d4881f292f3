import fs from 'node:fs';
import { ApiCode, ERROR_ANSWER, okResponse, UPLOAD_ANSWER, UPLOAD_TOKEN_PAYLOAD } from '@console/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import { authOf } from '../auth/auth-hook.js';
import { canReadFile, isPublicBrandingFile } from './file-access.js';
import { findFileObject } from './file-object-repository.js';
import type { UploadKind } from './upload-token-repository.js';
import type { FileStore } from './file-store.js';
import { isImageExt } from './file-types.js';
import {
  issueUploadToken,
  linkOf,
  receiveUpload,
  UPLOAD_NAMESPACES,
  UPLOAD_ROUTE,
} from './upload-service.js';

const TAGS = ['文件存储'];

interface TokenQuery {
  namespace: string;
  hash: string;
  ext: string;
  kind?: UploadKind;
}

/** The two-step upload of spec 01 §7 and the signed-in file download. */
export async function ossRoutes(app: FastifyInstance, { store }: { store: FileStore }): Promise<void> {
  app.get<{ Querystring: TokenQuery }>(
    '/storage/oss/token',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: TAGS,
        summary: '获取上传凭证（10 分钟内有效，只能使用一次）',
        querystring: {
          type: 'object',
          required: ['hash', 'ext'],
          properties: {
            namespace: { type: 'string', maxLength: 32, default: 'default', examples: UPLOAD_NAMESPACES },
            hash: {
              type: 'string',
              pattern: '^[0-9a-fA-F]{64}$',
              description: '文件内容的 SHA-256（十六进制）',
            },
            ext: { type: 'string', pattern: '^[A-Za-z0-9]{1,8}$' },
            kind: {
              type: 'string',
              enum: ['image', 'document'],
              description: '图片（1MB）或文档（20,000,000 字节）',
            },
          },
        },
        response: okResponse(UPLOAD_TOKEN_PAYLOAD),
      },
    },
    async (request) => {
      const token = await issueUploadToken(app.db, authOf(request), request.query);
      return ok(request, { token, api_url: UPLOAD_ROUTE });
    },
  );

  app.post(
    '/storage/oss/upload',
    {
      // The token authorises the file; the session says who spends it (the web's request helper sends it).
      config: { access: 'signed-in', plainBody: true },
      schema: {
        tags: TAGS,
        summary: '上传文件（multipart：token 字段在前，file 字段在后）',
        // Failures carry `status` as well (below), so every status answers the same shape.
        response: { 200: UPLOAD_ANSWER, default: UPLOAD_ANSWER },
      },
      // The upload widget reads `status` (1001 success); failures carry it too, equal to their code.
      preSerialization: async (_request, _reply, payload: unknown) => {
        if (payload && typeof payload === 'object' && 'code' in payload && !('status' in payload)) {
          return { ...payload, status: payload.code };
        }
        return payload;
      },
    },
    async (request) => {
      const file = await receiveUpload(app.db, store, authOf(request), request.parts());
      const link = linkOf(file.hash, file.ext);
      return {
        code: ApiCode.OK,
        status: ApiCode.OK,
        message: '上传成功',
        seqno: request.id,
        link,
        payload: { link },
      };
    },
  );

  app.get<{ Params: { name: string } }>(
    '/storage/oss/file/:name',
    {
      // Public in the route table because branding images are shown before sign-in; every other
      // file needs a session, and <img src> sends none but the accessToken cookie.
      config: { access: 'public', cookieAuth: true },
      schema: {
        tags: TAGS,
        summary: '读取已上传的文件（品牌图片公开；其余需登录并在租户范围内；可用 accessToken Cookie）',
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', pattern: '^[0-9a-f]{64}\\.[a-z0-9]{1,8}$' } },
        },
        // The file itself, streamed (never serialized); 304 when the browser's copy is current.
        response: {
          200: { type: 'string', format: 'binary', description: '文件内容' },
          304: { description: '未修改' },
          default: ERROR_ANSWER,
        },
      },
    },
    async (request, reply) => {
      const [hash = '', ext = ''] = request.params.name.split('.');
      const isPublic = await isPublicBrandingFile(app.db, linkOf(hash, ext));
      if (!isPublic && !request.auth) throw new AppError(ApiCode.UNAUTHENTICATED);
      const record = await findFileObject(app.db, hash, ext);
      const file = store.pathOf(hash, ext);
      const readable =
        isPublic || (request.auth && (await canReadFile(app.db, app.dbKind, request.auth, hash, ext)));
      // Another tenant's file answers like a missing one: its existence is not told.
      if (!record || !readable || !fs.existsSync(file)) throw new AppError(ApiCode.NOT_FOUND, '文件不存在');
      // Content-addressed: the bytes behind a name never change, so the hash is the perfect validator.
      // Signed-in answers are marked no-store by the security headers; public branding images cache.
      const etag = `"${hash}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      reply.type(record.mime).header('content-length', record.size);
      // Only images are shown inline; anything else is downloaded, never rendered in our origin.
      if (!isImageExt(ext))
        reply.header('content-disposition', `attachment; filename="${request.params.name}"`);
      return reply.send(fs.createReadStream(file));
    },
  );
}
