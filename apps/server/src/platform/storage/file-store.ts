import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ApiCode } from '@console/core';
import { AppError } from '../../http/app-error.js';
import { headMatches, isImageExt, isTextExt, MAGIC_HEAD_BYTES, mimeOf, sizeLimitOf } from './file-types.js';
import { TextCheck } from './text-check.js';

export const WRONG_TYPE_MESSAGE = '请上传符合格式要求的文件';

export interface StoredFile {
  hash: string;
  ext: string;
  size: number;
  mime: string;
}

/** A stored file's name: the SHA-256 of its content and its extension. */
export function storedName(hash: string, ext: string): string {
  return `${hash}.${ext}`;
}

/**
 * The local content-addressed store (ARCHITECTURE §5): files/<hash[0:2]>/<hash>.<ext> under the data
 * folder. Same content, same path, so a second upload of it reuses the file.
 */
export class FileStore {
  readonly root: string;
  private readonly tmpDir: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
    this.tmpDir = path.join(this.root, 'tmp');
  }

  pathOf(hash: string, ext: string): string {
    return path.join(this.root, hash.slice(0, 2), storedName(hash, ext));
  }

  /**
   * Streams an upload into the store, checking as it goes: magic bytes against the extension, the
   * size limit of the type, text-ness for txt/csv, and at the end the SHA-256 against the expected
   * hash. The bytes go to a temporary file that is renamed into place only when every check passed
   * (rename is atomic within one file system), so a refused upload leaves nothing behind.
   */
  async put(
    stream: Readable,
    expected: { hash: string; ext: string; kind?: 'image' | 'document' },
  ): Promise<StoredFile> {
    const { ext } = expected;
    const finalPath = this.pathOf(expected.hash, ext);
    // Content already stored: check the bytes all the same, but write nothing.
    const exists = fs.existsSync(finalPath);
    const tmpPath = path.join(this.tmpDir, `${randomBytes(12).toString('hex')}.part`);
    const limit = sizeLimitOf(ext, expected.kind);
    const digest = createHash('sha256');
    const text = isTextExt(ext) ? new TextCheck() : undefined;
    let head = Buffer.alloc(0);
    let size = 0;
    let out: fs.promises.FileHandle | undefined;
    let renamed = false;
    try {
      if (!exists) {
        await fs.promises.mkdir(this.tmpDir, { recursive: true });
        out = await fs.promises.open(tmpPath, 'wx');
      }
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > limit) throw tooLarge(ext, limit);
        if (head.length < MAGIC_HEAD_BYTES) {
          head = Buffer.concat([head, chunk.subarray(0, MAGIC_HEAD_BYTES - head.length)]);
          if (head.length >= MAGIC_HEAD_BYTES && !headMatches(ext, head)) throw wrongType();
        }
        text?.push(chunk);
        digest.update(chunk);
        if (out) await out.write(chunk);
      }
      if (size === 0) throw new AppError(ApiCode.VALIDATION, '文件内容为空');
      if (!headMatches(ext, head)) throw wrongType();
      const charset = text?.finish();
      if (text && !charset) throw wrongType();
      if (digest.digest('hex') !== expected.hash) {
        throw new AppError(ApiCode.VALIDATION, '文件内容与校验值不一致', '请重新选择文件上传');
      }
      if (out) {
        await out.close();
        out = undefined;
        await fs.promises.mkdir(path.dirname(finalPath), { recursive: true });
        await fs.promises.rename(tmpPath, finalPath);
        renamed = true;
      }
      return { hash: expected.hash, ext, size, mime: mimeOf(ext, charset) };
    } finally {
      await out?.close();
      if (!exists && !renamed) await fs.promises.rm(tmpPath, { force: true });
    }
  }

  /** Removes temporary files a crashed process left behind; only old ones, another process may be writing. */
  async sweepTemporary(olderThanMs: number, now = Date.now()): Promise<void> {
    const names = await fs.promises.readdir(this.tmpDir).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(this.tmpDir, name);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (stat && now - stat.mtimeMs > olderThanMs) await fs.promises.rm(file, { force: true });
    }
  }
}

function wrongType(): AppError {
  return new AppError(ApiCode.VALIDATION, WRONG_TYPE_MESSAGE, '文件内容与扩展名不一致');
}

function tooLarge(ext: string, limit: number): AppError {
  // 1,048,576 and 20,000,000 bytes both read naturally as whole megabytes (1MB, 20MB).
  const what = isImageExt(ext) ? '图片' : '文件';
  return new AppError(ApiCode.TOO_LARGE, `${what}大小不能超过 ${Math.round(limit / 1_000_000)}MB`);
}
