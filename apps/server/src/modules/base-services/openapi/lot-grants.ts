import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** PARK_ACL_GRANTEE: a grant to an app names its AppID. */
const GRANTEE_APP = 2;

/**
 * The lot access grants (车场 › 访问授权, `park_acl`) that open `scope` of a lot to the app whose
 * AppID is `appKey`: granted to an app, enabled, not expired, naming the scope among its comma-joined
 * scopes. The one rule for the open API's reads and for which apps hear of a lot's events.
 */
export function liveGrant(
  eb: ExpressionBuilder<Database, 'park_acl'>,
  args: { appKey: string | ReturnType<typeof sql.ref>; scope: string; now: number },
) {
  return eb.and([
    eb('park_acl.grantee_kind', '=', GRANTEE_APP),
    eb('park_acl.grantee_no', '=', args.appKey as string),
    eb('park_acl.status', '=', 1),
    eb('park_acl.expire_time', '>', args.now),
    sql<boolean>`(',' || ${sql.ref('park_acl.scopes')} || ',') like ${`%,${args.scope},%`}`,
  ]);
}

/** Whether the app may read `scope` of this lot. */
export async function lotGranted(
  db: Kysely<Database>,
  args: { appKey: string; parkId: number; scope: string; now: number },
): Promise<boolean> {
  const row = await db
    .selectFrom('park_acl')
    .select('park_acl.id')
    .where('park_acl.park_id', '=', args.parkId)
    .where((eb) => liveGrant(eb, args))
    .executeTakeFirst();
  return row !== undefined;
}
