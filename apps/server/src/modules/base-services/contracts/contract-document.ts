import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { ApiCode, STORED_FILE_ROUTE } from '@console/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { recordFileObject } from '../../../platform/storage/file-object-repository.js';
import { FileStore } from '../../../platform/storage/file-store.js';

export const TAMPERED_MESSAGE = '合同文件校验失败：文件内容与签署时记录的哈希不一致，已拒绝下载';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The stored file a link names (`/api/storage/oss/file/<hash>.<ext>`), or undefined for any other text. */
export function storedFileOf(link: string): { hash: string; ext: string } | undefined {
  const match = new RegExp(`^${STORED_FILE_ROUTE}/([0-9a-f]{64})\\.([a-z0-9]+)$`).exec(link);
  return match ? { hash: match[1]!, ext: match[2]! } : undefined;
}

/** Puts a document the server made (a template laid out as PDF) in the store; answers its link and hash. */
export async function storeDocument(
  db: Kysely<Database>,
  dataDir: string,
  bytes: Buffer,
  owner: { merchantId: number; managerId: number },
  now: number,
): Promise<{ link: string; hash: string }> {
  const hash = sha256(bytes);
  const stored = await new FileStore(dataDir).put(Readable.from([bytes]), {
    hash,
    ext: 'pdf',
    kind: 'document',
  });
  await recordFileObject(
    db,
    { ...stored, namespace: 'default', merchantId: owner.merchantId, managerId: owner.managerId },
    now,
  );
  return { link: `${STORED_FILE_ROUTE}/${hash}.pdf`, hash };
}

/**
 * The bytes of a contract's document, refused unless their SHA-256 is the one recorded for the
 * contract: a stored file changed after signing (or sending) is never handed out.
 */
export async function readCheckedDocument(
  dataDir: string,
  contract: { file_link: string; doc_hash: string },
): Promise<Buffer> {
  const file = storedFileOf(contract.file_link);
  if (!file || !contract.doc_hash) throw new AppError(ApiCode.BUSINESS_RULE, '该合同没有合同文件');
  const bytes = await fs.promises
    .readFile(new FileStore(dataDir).pathOf(file.hash, file.ext))
    .catch(() => undefined);
  if (!bytes) throw new AppError(ApiCode.BUSINESS_RULE, '合同文件不存在或已被删除，请联系平台处理');
  if (sha256(bytes) !== contract.doc_hash) throw new AppError(ApiCode.BUSINESS_RULE, TAMPERED_MESSAGE);
  return bytes;
}
