import type { Kysely } from 'kysely';
import type { AppConfig, DatabaseKind } from '../config.js';
import type { Database } from '../db/schema.js';
import type { AuthContext } from '../platform/auth/auth-context.js';
import type { JobRunner } from '../platform/jobs/job-runner.js';

/** Who may call a route. Every /api route must say; a route without it refuses to register. */
export type RouteAccess = 'public' | 'signed-in' | { permission: string | readonly string[] };

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseKind;
    config: AppConfig;
    /** The job worker of this process (started only when config.jobWorker); queue with enqueueJob, then wake it. */
    jobs: JobRunner;
  }
  interface FastifyRequest {
    /** Set by the auth hook: the caller, or null on public routes called without a token. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Accept a plain JSON body even when PAYLOAD_ENCRYPTION=required (uploads, calls marked unencrypted). */
    plainBody?: boolean;
    /** Also accept the accessToken cookie (GET of stored files: an <img src> sends no Authorization header). */
    cookieAuth?: boolean;
  }
}
