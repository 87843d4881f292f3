import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { OPEN_API_DOCUMENT } from './open-api-document.js';

const PREFIX = '/open/v1';

describe('the open API document', () => {
  let app: FastifyInstance;
  const routes: { method: string; path: string }[] = [];

  beforeAll(async () => {
    app = await createTestApp({
      onRoute: (route: RouteOptions) => {
        if (!route.url.startsWith(`${PREFIX}/`)) return;
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue; // Fastify's own HEAD twin of each GET
          // /parks/:park_uuid/records → /parks/{park_uuid}/records, as OpenAPI writes it
          routes.push({
            method: method.toLowerCase(),
            path: route.url.slice(PREFIX.length).replace(/:(\w+)/g, '{$1}'),
          });
        }
      },
    });
  }, 120_000);
  afterAll(async () => app.close());

  it('names every /open/v1 route with its method', () => {
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const paths = OPEN_API_DOCUMENT.paths as Record<string, Record<string, unknown>>;
    for (const route of routes)
      expect(paths[route.path]?.[route.method], `${route.method} ${route.path}`).toBeDefined();
  });

  it('documents no route that does not exist', () => {
    const paths = OPEN_API_DOCUMENT.paths as Record<string, Record<string, unknown>>;
    const documented = Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    );
    expect(documented.sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('is the document the server serves', async () => {
    const res = await app.inject({ url: `${PREFIX}/openapi.json` });
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(OPEN_API_DOCUMENT)));
  });
});
