import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { registerErrorHandling } from './http/error-handler.js';
import { batchedLogStream } from './http/log-stream.js';
import { newRequestId } from './http/request-id.js';
import { registerServerTiming } from './http/server-timing.js';
import { buildSharedValidator } from './http/shared-validators.js';
import { registerAuthHook } from './platform/auth/auth-hook.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerPayloadEncryption } from './plugins/payload-encryption.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import { apiRoutes } from './routes/index.js';
import { openRoutes } from './modules/base-services/index.js';
import { registerJobs } from './routes/jobs.js';
import './types/fastify.js';

/** Turns a route's answer schema into its serializer (see `serializeAnswers`). */
export type AnswerSerializerCompiler = (route: {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}) => (data: unknown) => string;

export interface BuildOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The tests' answer check; production writes every answer as it is (`serializeAnswers`). */
  answerSerializer?: AnswerSerializerCompiler;
  /** Sees every route as it registers (the tests' route census). */
  observeRoute?: (route: RouteOptions) => void;
}

/**
 * Answer schemas document the API (/api/docs) and the server tests hold every answer to them, but
 * production writes answers with JSON.stringify, never with a serializer compiled from the schema:
 * fast-json-stringify silently drops undeclared properties and coerces types, so a schema a little
 * too narrow would break a screen with no failing test. (docs/decisions: answers are described.)
 */
const serializeAnswers: AnswerSerializerCompiler = () => (data) => JSON.stringify(data);

/**
 * The app factory: everything but listening and signals, so tests drive the same app through inject.
 * The caller owns the database handle; the app closes it on close so a shutdown ends both.
 */
export async function buildApp({
  config,
  database,
  logger,
  answerSerializer = serializeAnswers,
  observeRoute,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, stream: batchedLogStream() },
    genReqId: newRequestId,
    // X-Forwarded-For only from the configured proxies (TRUST_PROXY), never from any client.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    schemaController: { compilersFactory: { buildValidator: buildSharedValidator } },
  });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.addHook('onClose', async () => database.close());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-seqno', request.id);
  });

  app.setSerializerCompiler(answerSerializer);
  // Deny by default: an /api route that does not say who may call it, or what it answers, refuses
  // to register.
  app.addHook('onRoute', (route) => {
    observeRoute?.(route);
    if (!route.url.startsWith('/api')) return;
    if (!route.config?.access)
      throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
    if (!route.schema?.response)
      throw new Error(`Route ${route.method} ${route.url} must declare schema.response`);
  });
  if (config.serverTiming) registerServerTiming(app);
  registerErrorHandling(app);
  // Before the auth hook, so refusals carry the headers too.
  await registerSecurityHeaders(app);
  registerAuthHook(app);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: '商户管理平台 API', version: config.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // /api/docs is the console's API; the open API (/open/v1) has its own document, signed differently.
    transform: ({ schema, url }) => ({
      schema: url.startsWith('/api/') ? schema : { ...schema, hide: true },
      url,
    }),
  });

  // Before the routes, so its body-opening hook covers every one of them.
  await registerPayloadEncryption(app, { privateKey: config.payloadPrivateKey });
  // After the payload opener, so sealed bodies are checked once opened.
  registerInputGuard(app);
  registerJobs(app);
  await app.register(apiRoutes, { prefix: '/api' });
  // The open API: signed calls of open-platform apps, outside the console's /api and its sessions.
  await app.register(openRoutes, { prefix: '/open/v1' });
  await registerWebApp(app, config.webDist);
  return app;
}
