import { AD_SLOT_TYPE, ApiCode, entryOf, STORED_FILE_ROUTE } from '@console/core';
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { FileStore } from '../../platform/storage/file-store.js';
import { likeExpr } from '../../db/sql-helpers.js';
import { creativeProblem, imageSize } from './creative-size.js';

type Db = Kysely<Database>;

export function invalid(message: string, fieldLabel: string): AppError {
  return new AppError(ApiCode.VALIDATION, message, `字段：${fieldLabel}`);
}

/** Reviews are the platform operator's: an advertiser holding the code still may not pass its own ads. */
export function assertPlatformReviewer(auth: AuthContext): void {
  if (auth.merchantKind !== 'platform') throw new AppError(ApiCode.FORBIDDEN, '仅平台运营方可以审核广告');
}

/**
 * The advertiser a row names, if the caller sees it (its tenant or one below); the row is filed
 * under the advertiser's tenant, whoever creates it, so the advertiser always sees its own rows.
 */
export async function advertiserInScope(db: Db, auth: AuthContext, id: number) {
  const row = await db
    .selectFrom('ad_advertiser as a')
    .innerJoin('merchant as m', 'm.id', 'a.merchant_id')
    .select(['a.id', 'a.merchant_id', 'a.name', 'a.status'])
    .where('a.id', '=', id)
    .where(likeExpr('m.path', auth.merchantPath, 'prefix'))
    .executeTakeFirst();
  if (!row) throw new AppError(ApiCode.NOT_FOUND, '广告主不存在', `advertiser_id：${id}`);
  return {
    id: Number(row.id),
    merchant_id: Number(row.merchant_id),
    name: row.name,
    status: Number(row.status),
  };
}

/** Each advertiser's balance: the sum of its bill lines (each one posted journal entry). */
export async function balancesOf(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('ad_bill')
    .select(['advertiser_id', (eb) => eb.fn.sum<number>('amount').as('total')])
    .where('advertiser_id', 'in', ids)
    .groupBy('advertiser_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.advertiser_id), Number(r.total)]));
}

/**
 * A creative must be an image uploaded to the `advertising` namespace, of its slot type's ratio and
 * size; answers its width and height, read from the stored file itself (never trusted from input).
 */
export async function checkCreative(db: Db, dataDir: string, link: string, slotType: number) {
  const rule = entryOf(AD_SLOT_TYPE, slotType);
  if (!rule) throw invalid('请选择广告位类型', '广告位类型');
  const name = link.startsWith(`${STORED_FILE_ROUTE}/`) ? link.slice(STORED_FILE_ROUTE.length + 1) : '';
  const [hash = '', ext = ''] = name.split('.');
  const file = await db
    .selectFrom('file_object')
    .select(['namespace'])
    .where('hash', '=', hash)
    .where('ext', '=', ext)
    .executeTakeFirst();
  if (!file || file.namespace !== 'advertising') throw invalid('请通过广告素材上传图片', '广告素材');
  let bytes: Uint8Array;
  try {
    bytes = await fs.promises.readFile(new FileStore(dataDir).pathOf(hash, ext));
  } catch {
    throw invalid('素材文件不存在，请重新上传', '广告素材');
  }
  const size = imageSize(bytes);
  if (!size || size.width === 0 || size.height === 0)
    throw invalid('素材须为 PNG、JPG 或 GIF 图片', '广告素材');
  const problem = creativeProblem(size, rule);
  if (problem) throw invalid(problem, '广告素材');
  return size;
}
