import { ApiCode } from '@console/core';
import type { Kysely } from 'kysely';
import { likeExpr } from '../../../db/sql-helpers.js';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import type { Row } from '../../../engine/engine-types.js';
import type { AuthContext } from '../../../platform/auth/auth-context.js';

/**
 * A software version the caller may assign: one of its own tenant or of a tenant above it (the
 * partner's catalogue serves its merchants' parks), and enabled. Anything else is 404 or 1409.
 */
export async function assignableSoftware(db: Kysely<Database>, auth: AuthContext, softwareId: number) {
  const ancestors = auth.merchantPath.split('/').filter(Boolean).map(Number);
  const row = await db
    .selectFrom('park_software')
    .select(['id', 'name', 'version', 'status', 'merchant_id'])
    .where('id', '=', softwareId)
    .where((eb) =>
      eb.or([
        eb('merchant_id', 'in', ancestors.length > 0 ? ancestors : [auth.merchantId]),
        eb(
          'merchant_id',
          'in',
          db
            .selectFrom('merchant')
            .select('id')
            .where(likeExpr('merchant.path', auth.merchantPath, 'prefix')),
        ),
      ]),
    )
    .executeTakeFirst();
  if (!row) throw new AppError(ApiCode.NOT_FOUND, '软件不存在', `software_id：${softwareId}`);
  if (Number(row.status) !== 1) throw new AppError(ApiCode.BUSINESS_RULE, '该软件已停用，不能选择');
  return row;
}

/** Adds `software_name` ("名称 版本") to rows naming a software_id: one query per page. */
export async function addSoftwareNames(db: Kysely<Database>, rows: Row[]): Promise<void> {
  const ids = [...new Set(rows.map((row) => Number(row.software_id)).filter((id) => id > 0))];
  if (ids.length === 0) return;
  const found = await db
    .selectFrom('park_software')
    .select(['id', 'name', 'version'])
    .where('id', 'in', ids)
    .execute();
  const names = new Map(found.map((s) => [Number(s.id), `${s.name} ${s.version}`]));
  for (const row of rows) row.software_name = names.get(Number(row.software_id)) ?? '';
}
