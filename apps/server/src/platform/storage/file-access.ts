import { allResources, isTenantScoped, isView, type AnyResource } from '@console/core';
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { engineDb } from '../../engine/engine-db.js';
import { rowScope } from '../../engine/tenant-scope.js';
import { likeExpr } from '../../db/sql-helpers.js';
import type { AuthContext } from '../auth/auth-context.js';
import { linkOf } from './upload-service.js';

/** Every table resource with the stored columns that hold file links (image and file fields). */
const TABLES: readonly AnyResource[] = allResources().filter((resource) => !isView(resource));
const FILE_COLUMNS: readonly { resource: AnyResource; columns: string[] }[] = TABLES.map((resource) => ({
  resource,
  columns: Object.entries(resource.fields)
    .filter(([, def]) => (def.kind === 'image' || def.kind === 'file') && !def.virtual)
    .map(([name]) => name),
})).filter((entry) => entry.columns.length > 0);

/** A branding image (logo, favicon) is shown on the sign-in page, before anyone signs in. */
export async function isPublicBrandingFile(db: Kysely<Database>, link: string): Promise<boolean> {
  const row = await db
    .selectFrom('runtime_app_metadata')
    .select('id')
    .where('value', '=', link)
    .where('status', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Files follow tenants (issue 12): a stored file is readable by the tenant that uploaded it and the
 * tenants above it, and by whoever sees a business row that links it (under that resource's own
 * tenant and park scope). Anything else answers as if the file did not exist.
 */
export async function canReadFile(
  db: Kysely<Database>,
  kind: DatabaseKind,
  auth: AuthContext,
  hash: string,
  ext: string,
): Promise<boolean> {
  const uploader = await db
    .selectFrom('file_object as f')
    .innerJoin('merchant as m', 'm.id', 'f.merchant_id')
    .select('m.id')
    .where('f.hash', '=', hash)
    .where('f.ext', '=', ext)
    .where(likeExpr('m.path', auth.merchantPath, 'prefix'))
    .executeTakeFirst();
  if (uploader) return true;
  const link = linkOf(hash, ext);
  // A tenant sees its own profile (我的商户 › 商户信息), though the merchant resource lists only those below.
  const ownProfile = await db
    .selectFrom('merchant')
    .select('id')
    .where('id', '=', auth.merchantId)
    .where('logo', '=', link)
    .executeTakeFirst();
  if (ownProfile) return true;
  const edb = engineDb(db);
  for (const { resource, columns } of FILE_COLUMNS) {
    if (!isTenantScoped(resource) && auth.merchantKind !== 'platform') continue;
    const row = await edb
      .selectFrom(resource.table)
      .select(sql<number>`1`.as('one'))
      .where((eb) => eb.or(columns.map((column) => eb(column, '=', link))))
      .where(rowScope(edb, kind, resource, auth, []))
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}
