import type { JsonSchema } from '@console/core';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureAccount } from '../test/account-fixture.js';
import { tokenFor } from '../test/session-token.js';
import { createTestApp } from '../test/test-app.js';

/** Issue 11 point 9: every route says what it answers, and /api/docs shows it. */

const routes: RouteOptions[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ onRoute: (route) => routes.push(route) });
});
afterAll(async () => app.close());

const apiRoutes = () => routes.filter((route) => route.url.startsWith('/api'));
const methodsOf = (route: RouteOptions) => [route.method].flat().join(',');

describe('answer schemas', () => {
  it('every /api route declares the schema of its success answer and of its errors', () => {
    const api = apiRoutes();
    // The census is the real app's routes, not a handful: engine resources alone give hundreds.
    expect(api.length).toBeGreaterThan(300);
    const missing = api
      .filter((route) => {
        const response = route.schema?.response as Record<string, JsonSchema> | undefined;
        return !response?.[200] || !response.default;
      })
      .map((route) => `${methodsOf(route)} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('refuses to start an app with an /api route that does not declare its answer', async () => {
    await expect(
      createTestApp({
        extraRoutes: async (instance) => {
          instance.get('/api/undeclared', { config: { access: 'public' } }, async () => ({}));
        },
      }),
    ).rejects.toThrow(/GET \/api\/undeclared must declare schema\.response/);
  });

  it('/api/docs documents a success answer with a schema for every operation', async () => {
    const developer = await createFixtureAccount(app, { permissions: ['system:devtool:api-docs'] });
    const served = await app.inject({
      url: '/api/docs',
      headers: { authorization: `Bearer ${await tokenFor(app, developer.managerId)}` },
    });
    expect(served.statusCode).toBe(200);
    const doc = served.json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    );
    // Every documented route but the hidden /api/docs itself.
    const documented = apiRoutes().filter((route) => !route.schema?.hide);
    // Fastify's automatic HEAD twins of GET routes are left out of the document.
    const expected = documented.flatMap((route) => [route.method].flat()).filter((m) => m !== 'HEAD').length;
    expect(operations.length).toBe(expected);
    const undocumented = operations
      .filter(({ operation }) => {
        const ok = operation.responses?.['200']?.content as
          Record<string, { schema?: { type?: string } }> | undefined;
        return !Object.values(ok ?? {}).some((media) => media.schema?.type);
      })
      .map(({ method, path }) => `${method} ${path}`);
    expect(undocumented).toEqual([]);
  });
});
