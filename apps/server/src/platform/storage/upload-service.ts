import { createHash, randomBytes } from 'node:crypto';
import { ApiCode, STORED_FILE_ROUTE } from '@console/core';
import type { Multipart } from '@fastify/multipart';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import type { AuthContext } from '../auth/auth-context.js';
import { recordFileObject } from './file-object-repository.js';
import { storedName, WRONG_TYPE_MESSAGE, type FileStore, type StoredFile } from './file-store.js';
import { isImageExt, UPLOAD_EXTS } from './file-types.js';
import {
  consumeUploadToken,
  insertUploadToken,
  purgeUploadTokens,
  type UploadKind,
} from './upload-token-repository.js';

/** Upload spaces of spec 01 §7; anything else is the "上传空间不存在" failure of §5. */
export const UPLOAD_NAMESPACES = ['default', 'advertising'] as const;
export const UPLOAD_TOKEN_TTL_S = 10 * 60;
export const UPLOAD_ROUTE = '/api/storage/oss/upload';
export const FILE_ROUTE = STORED_FILE_ROUTE;

export function linkOf(hash: string, ext: string): string {
  return `${FILE_ROUTE}/${storedName(hash, ext)}`;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Step one: a random single-use token bound to the caller, the space, the content hash and the
 * extension, valid ten minutes. Only its SHA-256 is stored (like access tokens).
 */
export async function issueUploadToken(
  db: Kysely<Database>,
  auth: AuthContext,
  request: { namespace: string; hash: string; ext: string; kind?: UploadKind },
): Promise<string> {
  const namespace = request.namespace;
  if (!(UPLOAD_NAMESPACES as readonly string[]).includes(namespace)) {
    throw new AppError(
      ApiCode.VALIDATION,
      '上传空间不存在',
      `可用的上传空间：${UPLOAD_NAMESPACES.join('、')}`,
    );
  }
  const ext = request.ext.toLowerCase();
  if (!UPLOAD_EXTS.includes(ext)) {
    throw new AppError(ApiCode.VALIDATION, WRONG_TYPE_MESSAGE, `支持的格式：${UPLOAD_EXTS.join('、')}`);
  }
  const now = nowSeconds();
  const token = randomBytes(32).toString('base64url');
  await purgeUploadTokens(db, now - 3600);
  await insertUploadToken(
    db,
    hashToken(token),
    {
      managerId: auth.managerId,
      merchantId: auth.merchantId,
      namespace,
      contentHash: request.hash.toLowerCase(),
      ext,
      kind: request.kind ?? (isImageExt(ext) ? 'image' : 'document'),
    },
    now,
    UPLOAD_TOKEN_TTL_S,
  );
  return token;
}

const INVALID_TOKEN = '上传凭证无效、已使用或已过期';

/**
 * Step two: reads the multipart parts in order. The token field must come before the file (as the
 * web's FormData sends it), so the token is spent before a byte is stored and the file is streamed
 * straight into the store, never held in memory.
 */
export async function receiveUpload(
  db: Kysely<Database>,
  store: FileStore,
  auth: AuthContext,
  parts: AsyncIterableIterator<Multipart>,
): Promise<StoredFile> {
  let token: string | undefined;
  let stored: StoredFile | undefined;
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname === 'token' && typeof part.value === 'string') token = part.value.trim();
      continue;
    }
    if (part.fieldname !== 'file' || stored) {
      throw new AppError(ApiCode.VALIDATION, '只能上传一个文件，字段名为 file');
    }
    if (!token) throw new AppError(ApiCode.VALIDATION, '缺少上传凭证', 'token 字段须在 file 字段之前');
    const grant = await consumeUploadToken(db, hashToken(token), auth.managerId, nowSeconds());
    if (!grant) throw new AppError(ApiCode.VALIDATION, INVALID_TOKEN, '请重新上传');
    stored = await store.put(part.file, { hash: grant.contentHash, ext: grant.ext, kind: grant.kind });
    await recordFileObject(
      db,
      { ...stored, namespace: grant.namespace, merchantId: grant.merchantId, managerId: grant.managerId },
      nowSeconds(),
    );
  }
  if (!stored) throw new AppError(ApiCode.VALIDATION, '请选择要上传的文件');
  return stored;
}
